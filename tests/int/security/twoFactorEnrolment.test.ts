import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { PENDING_ENROLMENT_HOURS } from '@/lib/auth/twoFactor/pendingEnrolment'
import { openSecret } from '@/lib/auth/twoFactor/sealedSecret'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'

let payload: Payload
let settingBefore: unknown
const password = 'Admin-enrolment-password-1'

// Date stands still mid-step; a test that needs time to pass moves it and puts it back.
const STEP = 30
let now = 0
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: now + steps * STEP })

const requireForAdmins = (adminTwoFactor: 'always' | 'never') =>
  payload.updateGlobal({ slug: 'site-settings', data: { adminTwoFactor }, overrideAccess: true })

beforeAll(async () => {
  payload = await testPayload()
  const real = Math.floor(Date.now() / 1000)
  now = real - (real % STEP) + STEP / 2
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now * 1000)
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  settingBefore = settings.adminTwoFactor
  await requireForAdmins('always')
})

afterAll(async () => {
  vi.useRealTimers()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { adminTwoFactor: (settingBefore as 'production') ?? 'production' },
    overrideAccess: true,
  })
})

type Answer = {
  token?: string
  recoveryCodes?: string[]
  errors?: {
    message: string
    data?: { code?: string; secret?: string; qr?: string; wrongCode?: boolean }
  }[]
}

async function admin() {
  const email = `enrolment-${Math.random().toString(36).slice(2)}@example.org`
  await payload.create({
    collection: 'users',
    data: { name: 'Enrolling admin', email, password, country: 'BR', roles: ['admin'] },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  return email
}

async function signIn(email: string, extra: Record<string, unknown> = {}, language = 'en') {
  const response = await rest('POST', 'users/login', {
    body: { email, password, ...extra },
    headers: { 'Accept-Language': language },
  })
  const answer = (await response.json()) as Answer
  return { status: response.status, cookie: response.headers.get('set-cookie'), ...answer }
}

/** The secret an enrolment answer shows. */
const shownSecret = (answer: Answer) => answer.errors?.[0]?.data?.secret ?? ''

const stored = (email: string) =>
  payload.db.findOne<{
    id: number
    twoFactorEnabled?: boolean
    totpSecret?: string | null
    recoveryCodes?: string[] | null
    loginAttempts?: number | null
  }>({ collection: 'users', where: { email: { equals: email } } })

describe("an admin's enrolment at sign-in", () => {
  it('shows the same secret on every attempt until it is confirmed', async () => {
    const email = await admin()
    const first = await signIn(email)
    expect(first.status).toBe(403)
    const secret = shownSecret(first)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)

    // Back to the start hours later, in another language: the same QR code.
    vi.setSystemTime((now + 3 * 3600) * 1000)
    const again = await signIn(email, {}, 'es')
    vi.setSystemTime(now * 1000)
    expect(shownSecret(again)).toBe(secret)
    expect(again.errors?.[0]?.data?.qr).toBe(first.errors?.[0]?.data?.qr)

    // The app that scanned the first QR code confirms it.
    const confirmed = await signIn(email, { code: await codeAt(secret, 0) })
    expect(confirmed.status).toBe(200)
    expect(openSecret((await stored(email))?.totpSecret)).toBe(secret)
  })

  it('gives the account page the secret a sign-in showed', async () => {
    const email = await admin()
    const shown = shownSecret(await signIn(email))
    // A session without the second factor, to reach the account page: the setting is lifted
    // for this one sign-in, then put back.
    await requireForAdmins('never')
    const { token } = await signIn(email)
    await requireForAdmins('always')
    const started = await rest('POST', 'users/two-factor/start', { token, body: {} })
    expect(started.status).toBe(200)
    expect(((await started.json()) as { secret: string }).secret).toBe(shown)
  })

  it('starts again with a new secret once the pending one expires', async () => {
    const email = await admin()
    const first = shownSecret(await signIn(email))
    vi.setSystemTime((now + PENDING_ENROLMENT_HOURS * 3600 + 60) * 1000)
    const later = shownSecret(await signIn(email))
    vi.setSystemTime(now * 1000)
    expect(later).toMatch(/^[A-Z2-7]{32}$/)
    expect(later).not.toBe(first)
  })

  it('says a wrong code is wrong, in the language asked, keeps the secret and counts it', async () => {
    const email = await admin()
    const secret = shownSecret(await signIn(email))
    const messages = {
      en: 'The code is not right. Enter the code the app shows now (the secret and the QR code stay the same).',
      pt: 'O código não está certo. Digite o código que o aplicativo mostra agora (a chave e o código QR continuam os mesmos).',
      es: 'El código no es correcto. Ingrese el código que la aplicación muestra ahora (la clave y el código QR siguen siendo los mismos).',
    }
    for (const [language, message] of Object.entries(messages)) {
      const wrong = await signIn(email, { code: '000000' }, language)
      expect(wrong.status).toBe(403)
      expect(wrong.cookie).toBeNull()
      expect(wrong.token).toBeUndefined()
      expect(wrong.errors?.[0]?.message).toBe(message)
      expect(wrong.errors?.[0]?.data).toMatchObject({
        code: 'second-factor-enrolment',
        wrongCode: true,
        secret,
      })
    }
    const row = await stored(email)
    expect(row?.twoFactorEnabled).toBe(false)
    expect(row?.loginAttempts).toBe(3)
    const logged = await payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'signInFailed' }, email: { equals: email } },
      overrideAccess: true,
    })
    expect(logged.docs.map((event) => event.detail)).toEqual([
      'wrong enrolment code',
      'wrong enrolment code',
      'wrong enrolment code',
    ])
  })

  it('answers the confirming sign-in with ten recovery codes, shown that once', async () => {
    const email = await admin()
    const secret = shownSecret(await signIn(email))
    const confirmed = await signIn(email, { code: await codeAt(secret, -1) })
    expect(confirmed.status).toBe(200)
    expect(confirmed.token).toBeTruthy()
    const codes = confirmed.recoveryCodes ?? []
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const row = await stored(email)
    expect(row?.recoveryCodes).toHaveLength(10)
    for (const code of codes) expect(JSON.stringify(row?.recoveryCodes)).not.toContain(code)

    // The next sign-ins ask for a code and show no codes again.
    const asked = await signIn(email)
    expect(asked.status).toBe(403)
    expect(asked.errors?.[0]?.data).toEqual({ code: 'second-factor-required' })
    const next = await signIn(email, { code: await codeAt(secret, 0) })
    expect(next.status).toBe(200)
    expect(next).not.toHaveProperty('recoveryCodes')
    // Each code shown signs in once.
    expect((await signIn(email, { code: codes[0] })).status).toBe(200)
    expect((await signIn(email, { code: codes[0] })).status).toBe(401)
  })

  it('enrols once when one code is sent in parallel confirmations', async () => {
    const email = await admin()
    const secret = shownSecret(await signIn(email))
    const code = await codeAt(secret, 0)
    const answers = await Promise.all(Array.from({ length: 5 }, () => signIn(email, { code })))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.errors?.[0]?.data?.wrongCode)).toHaveLength(4)
  })

  it("leaves nothing of a deleted account's codes or pending secret to an account given its id", async () => {
    const email = await admin()
    const secret = shownSecret(await signIn(email))
    const code = await codeAt(secret, 0)
    expect((await signIn(email, { code })).status).toBe(200)
    // A second account's pending enrolment too, before both are deleted.
    const pendingEmail = await admin()
    shownSecret(await signIn(pendingEmail))
    const ids = [(await stored(email))!.id, (await stored(pendingEmail))!.id]
    const claimsOf = () =>
      payload.db.count({ collection: 'second-factor-claims', where: { user: { in: ids } } })
    expect((await claimsOf()).totalDocs).toBeGreaterThan(0)
    for (const id of ids) await payload.delete({ collection: 'users', id, overrideAccess: true })
    expect((await claimsOf()).totalDocs).toBe(0)
  })
})
