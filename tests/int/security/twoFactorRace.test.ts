import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'

let payload: Payload
const password = 'Two-factor-race-password-1'
const PARALLEL = 5

// Date stands still mid-step, so every request below checks its code against the same step.
const STEP = 30
let now = 0
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: now + steps * STEP })

beforeAll(async () => {
  payload = await testPayload()
  const real = Math.floor(Date.now() / 1000)
  now = real - (real % STEP) + STEP / 2
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now * 1000)
})

afterAll(() => {
  vi.useRealTimers()
})

async function enrolledAccount() {
  const email = `two-factor-race-${Math.random().toString(36).slice(2)}@example.org`
  await payload.create({
    collection: 'users',
    data: { name: 'Race', email, password, country: 'AR', roles: ['user'] },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  const signedIn = await rest('POST', 'users/login', { body: { email, password } })
  const { token } = (await signedIn.json()) as { token: string }
  const started = await rest('POST', 'users/two-factor/start', { token, body: {} })
  const { secret, enrolment } = (await started.json()) as { secret: string; enrolment: string }
  // Enrolled with the step before now: the current step is still unused.
  const confirmed = await rest('POST', 'users/two-factor/confirm', {
    token,
    body: { enrolment, code: await codeAt(secret, -1) },
  })
  expect(confirmed.status).toBe(200)
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
  return { email, secret, token, recoveryCodes }
}

/** The same sign-in sent PARALLEL times at once; the statuses, in any order. */
const raced = async (body: Record<string, unknown>) =>
  (
    await Promise.all(Array.from({ length: PARALLEL }, () => rest('POST', 'users/login', { body })))
  ).map((response) => response.status)

const successes = (statuses: number[]) => statuses.filter((status) => status === 200).length

describe('a second-factor code is good once under concurrency', () => {
  it('signs in once when one fresh app code is sent in parallel sign-ins', async () => {
    const { email, secret } = await enrolledAccount()
    const statuses = await raced({ email, password, code: await codeAt(secret, 0) })
    expect(successes(statuses)).toBe(1)
    expect(statuses.filter((status) => status === 401)).toHaveLength(PARALLEL - 1)
  })

  it('signs in once when one recovery code is sent in parallel sign-ins', async () => {
    const { email, recoveryCodes } = await enrolledAccount()
    const statuses = await raced({ email, password, code: recoveryCodes[0] })
    expect(successes(statuses)).toBe(1)
    const again = await rest('POST', 'users/login', {
      body: { email, password, code: recoveryCodes[0] },
    })
    expect(again.status).toBe(401)
  })

  it('spends two different recovery codes in parallel without bringing either back', async () => {
    const { email, recoveryCodes } = await enrolledAccount()
    const [first, second] = recoveryCodes
    const statuses = (
      await Promise.all(
        [first, second].map((code) =>
          rest('POST', 'users/login', { body: { email, password, code } }),
        ),
      )
    ).map((response) => response.status)
    // Each code is its own: both sign in, and neither works a second time.
    expect(statuses).toEqual([200, 200])
    for (const code of [first, second]) {
      const again = await rest('POST', 'users/login', { body: { email, password, code } })
      expect(again.status).toBe(401)
    }
  })

  it('accepts one fresh app code once across parallel account-page requests', async () => {
    const { secret, token } = await enrolledAccount()
    const code = await codeAt(secret, 0)
    const statuses = (
      await Promise.all(
        Array.from({ length: PARALLEL }, () =>
          rest('POST', 'users/two-factor/recovery-codes', { token, body: { code } }),
        ),
      )
    ).map((response) => response.status)
    expect(successes(statuses)).toBe(1)
  })
})
