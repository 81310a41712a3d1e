import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { noSecondFactor } from '@/collections/Users/twoFactorFields'
import { clearClaims } from '@/lib/auth/twoFactor/claims'
import { demoAccountCode } from '@/lib/auth/twoFactor/demoCode'
import { demoAccounts } from '@/seed'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole } from '../../helpers/accounts'

let payload: Payload
let settingBefore: unknown
let demoAdminId = 0

beforeAll(async () => {
  payload = await testPayload()
  const real = Math.floor(Date.now() / 1000)
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime((real - (real % 30) + 15) * 1000)
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  settingBefore = settings.adminTwoFactor
  const admin = await payload.db.findOne<{ id: number }>({
    collection: 'users',
    where: { email: { equals: demoAccounts.admin.email } },
  })
  demoAdminId = admin!.id
})

// The other test files sign in as the demo admin with its password alone: its second factor
// goes, and the setting is put back.
afterAll(async () => {
  vi.useRealTimers()
  await payload.db.updateOne({ collection: 'users', id: demoAdminId, data: noSecondFactor })
  for (const kind of ['totp', 'recovery', 'enrolment'] as const)
    await clearClaims(payload, kind, demoAdminId)
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { adminTwoFactor: (settingBefore as 'production') ?? 'production' },
    overrideAccess: true,
  })
})

const signIn = async (body: Record<string, unknown>) => {
  const response = await rest('POST', 'users/login', {
    body: { email: demoAccounts.admin.email, password: demoAccounts.admin.password, ...body },
  })
  return {
    status: response.status,
    ...((await response.json()) as {
      recoveryCodes?: string[]
      errors?: { data?: { secret?: string } }[]
    }),
  }
}

describe('npm run demo:code', () => {
  it('refuses any account the seed did not mark as a demo account', async () => {
    const email = `real-admin-${Math.random().toString(36).slice(2)}@example.org`
    const real = await payload.create({
      collection: 'users',
      data: {
        name: 'Real admin',
        email,
        password: 'Real-admin-password-1',
        country: 'BR',
        roles: ['admin'],
      },
      context: { keepPassword: true },
      overrideAccess: true,
    })
    expect(await demoAccountCode(payload, email)).toEqual({ ok: false, reason: 'notDemo' })
    // The demo member is not asked for a code: there is none to give.
    expect(await demoAccountCode(payload, demoAccounts.member.email)).toEqual({
      ok: false,
      reason: 'noCodeNeeded',
    })
    expect(await demoAccountCode(payload, 'nobody@example.org')).toEqual({
      ok: false,
      reason: 'noAccount',
    })
    // Nobody marks an account as a demo one through the API, an admin included.
    const { admin } = await tokensByRole()
    await rest('PATCH', `users/${real.id}`, { token: admin, body: { demoAccount: true } })
    const row = await payload.db.findOne<{ id: number; demoAccount?: boolean }>({
      collection: 'users',
      where: { id: { equals: real.id } },
    })
    expect(row?.demoAccount).toBe(false)
    expect(await demoAccountCode(payload, email)).toEqual({ ok: false, reason: 'notDemo' })
  })

  it('lets the demo admin enrol and sign in without an authenticator app', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { adminTwoFactor: 'always' },
      overrideAccess: true,
    })
    const asked = await signIn({})
    expect(asked.status).toBe(403)
    expect(asked.errors?.[0]?.data?.secret).toMatch(/^[A-Z2-7]{32}$/)

    const first = await demoAccountCode(payload, demoAccounts.admin.email)
    expect(first).toMatchObject({ ok: true, enrolling: true })
    const enrolled = await signIn({ code: first.ok ? first.code : '' })
    expect(enrolled.status).toBe(200)
    expect(enrolled.recoveryCodes).toHaveLength(10)

    // Signed in again within the same half minute: the next step's code, as the used one is
    // refused.
    const again = await demoAccountCode(payload, demoAccounts.admin.email)
    expect(again).toMatchObject({ ok: true, enrolling: false })
    expect(again.ok && first.ok && again.code !== first.code).toBe(true)
    expect((await signIn({ code: again.ok ? again.code : '' })).status).toBe(200)
    expect(await demoAccountCode(payload, demoAccounts.admin.email)).toEqual({
      ok: false,
      reason: 'usedUp',
    })
  })
})
