import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { failuresOf } from '@/lib/auth/failureCounter'
import { requiresAdminTwoFactor } from '@/lib/auth/twoFactor/adminRequirement'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { openSecret } from '@/lib/auth/twoFactor/sealedSecret'

let payload: Payload
let tokens: Record<Role, string | undefined>
let settingBefore: unknown
const password = 'Two-factor-password-1'

// The clock stands still in the middle of a 30-second step, so a code made for "now" or the
// step before or after is exactly that step whenever the checks run. Only Date is held.
const STEP = 30
let now = 0
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: now + steps * STEP })

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const real = Math.floor(Date.now() / 1000)
  now = real - (real % STEP) + STEP / 2
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now * 1000)
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  settingBefore = settings.adminTwoFactor
})

afterAll(async () => {
  vi.useRealTimers()
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { adminTwoFactor: (settingBefore as 'production') ?? 'production' },
    overrideAccess: true,
  })
})

const stored = (email: string) =>
  payload.db.findOne<{
    id: number
    twoFactorEnabled?: boolean
    totpSecret?: string | null
    recoveryCodes?: unknown
    loginAttempts?: number | null
    lockUntil?: string | null
  }>({ collection: 'users', where: { email: { equals: email } } })

async function account(roles: ('user' | 'admin')[] = ['user']) {
  const email = `two-factor-${Math.random().toString(36).slice(2)}@example.org`
  const user = await payload.create({
    collection: 'users',
    data: { name: 'Two factor', email, password, country: 'AR', roles },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  return { id: user.id, email }
}

const signIn = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  rest('POST', 'users/login', { body: { password, ...body }, headers })

async function sessionOf(email: string, extra: Record<string, unknown> = {}) {
  const res = await signIn({ email, ...extra })
  expect(res.status).toBe(200)
  return ((await res.json()) as { token: string }).token
}

const call = (path: string, token: string | undefined, body: unknown = {}) =>
  rest('POST', `users/${path}`, { token, body, locale: 'en' })

/** Enrols an account from its session: code of the step before now, so later steps stay free. */
async function enrol(email: string) {
  const token = await sessionOf(email)
  const started = await call('two-factor/start', token)
  expect(started.status).toBe(200)
  const { secret, enrolment } = (await started.json()) as { secret: string; enrolment: string }
  const confirmed = await call('two-factor/confirm', token, {
    enrolment,
    code: await codeAt(secret, -1),
  })
  expect(confirmed.status).toBe(200)
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
  return { token, secret, recoveryCodes }
}

const eventsOf = async (action: string, documentId: number) =>
  (
    await payload.find({
      collection: 'audit-events',
      where: {
        action: { equals: action },
        documentCollection: { equals: 'users' },
        documentId: { equals: String(documentId) },
      },
      overrideAccess: true,
    })
  ).docs

const english = { 'Accept-Language': 'en' }

describe('two-step sign-in', () => {
  it('enrols from the account with a QR code and the secret, confirmed by a code from the app', async () => {
    const { id, email } = await account()
    const token = await sessionOf(email)
    const started = await call('two-factor/start', token)
    expect(started.status).toBe(200)
    const start = (await started.json()) as {
      secret: string
      uri: string
      qr: string
      enrolment: string
    }
    expect(start.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(start.uri).toContain(`secret=${start.secret}`)
    expect(start.qr.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(Buffer.from(start.qr.split(',')[1]!, 'base64').toString()).toContain('<svg')

    const wrong = await call('two-factor/confirm', token, {
      enrolment: start.enrolment,
      code: '000000',
    })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).errors[0].message).toBe(
      'The code is not right. Enter the code the app shows now.',
    )
    expect((await stored(email))?.twoFactorEnabled).toBe(false)

    // A signed enrolment of another account, or a tampered one, confirms nothing.
    const tampered = await call('two-factor/confirm', token, {
      enrolment: `${start.enrolment}x`,
      code: await codeAt(start.secret, 0),
    })
    expect(tampered.status).toBe(400)

    const confirmed = await call('two-factor/confirm', token, {
      enrolment: start.enrolment,
      code: await codeAt(start.secret, 0),
    })
    expect(confirmed.status).toBe(200)
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)

    const row = await stored(email)
    expect(row?.twoFactorEnabled).toBe(true)
    // Kept encrypted: the database alone gives no one the codes.
    expect(row?.totpSecret).not.toContain(start.secret)
    expect(openSecret(row?.totpSecret)).toBe(start.secret)
    // Only hashes are kept, never the codes themselves.
    const hashes = row?.recoveryCodes as string[]
    expect(hashes).toHaveLength(10)
    for (const code of recoveryCodes) expect(JSON.stringify(hashes)).not.toContain(code)

    // Neither the account's owner nor an admin ever reads the secret or the hashes.
    for (const reader of [token, tokens.admin]) {
      const read = await rest('GET', `users/${id}`, { token: reader })
      const doc = (await read.json()) as Record<string, unknown>
      expect(doc.twoFactorEnabled).toBe(true)
      expect(doc).not.toHaveProperty('totpSecret')
      expect(doc).not.toHaveProperty('recoveryCodes')
    }
    // Nor writes them through the API.
    await rest('PATCH', `users/${id}`, {
      token,
      body: { totpSecret: 'AAAAAAAAAAAAAAAA', twoFactorEnabled: false },
    })
    expect((await stored(email))?.totpSecret).toBe(row?.totpSecret)
    expect((await stored(email))?.twoFactorEnabled).toBe(true)

    expect(await eventsOf('twoFactorEnrolled', id)).toHaveLength(1)
  })

  it('asks for the code after the right password and issues no session before it', async () => {
    const { email } = await account()
    const { secret } = await enrol(email)

    const asked = await signIn({ email }, english)
    expect(asked.status).toBe(403)
    expect(asked.headers.get('set-cookie')).toBeNull()
    const body = (await asked.json()) as Record<string, unknown> & {
      errors: { message: string; data: { code: string } }[]
    }
    expect(body).not.toHaveProperty('token')
    expect(body.errors[0]).toEqual({
      message: 'Enter the code from your authenticator app (or a recovery code).',
      data: { code: 'second-factor-required' },
    })
    const inSpanish = await signIn({ email }, { 'Accept-Language': 'es' })
    expect((await inSpanish.json()).errors[0].message).toBe(
      'Ingrese el código de su aplicación autenticadora (o un código de recuperación).',
    )

    const signedIn = await signIn({ email, code: await codeAt(secret, 0) })
    expect(signedIn.status).toBe(200)
    const { token } = (await signedIn.json()) as { token: string }
    const me = await rest('GET', 'users/me', { token })
    expect((await me.json()).user.email).toBe(email)

    // A code is good once.
    const replayed = await signIn({ email, code: await codeAt(secret, 0) })
    expect(replayed.status).toBe(401)
  })

  it('answers a wrong code as a wrong password and counts it as one', async () => {
    const { email } = await account()
    const { secret } = await enrol(email)
    const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`
    const before = await failuresOf('sign-in', address)

    const wrongCode = await signIn(
      { email, code: '123456' },
      { ...english, 'x-client-address': address },
    )
    const wrongPassword = await signIn({ email, password: 'Not-the-password-1' }, english)
    expect(wrongCode.status).toBe(401)
    expect(wrongPassword.status).toBe(401)
    const answer = await wrongCode.json()
    expect(answer).toEqual(await wrongPassword.json())
    expect(answer.errors[0].message).toBe('The email or password provided is incorrect.')
    expect(await failuresOf('sign-in', address)).toBe(before + 1)
    expect((await stored(email))?.loginAttempts).toBe(2)

    const refused = await payload.find({
      collection: 'audit-events',
      where: { action: { equals: 'signInFailed' }, email: { equals: email } },
      overrideAccess: true,
    })
    expect(refused.docs.map((event) => event.detail)).toContain('wrong second-factor code')

    // Eight more wrong codes reach the limit of ten: the account locks, right code or not.
    for (let i = 0; i < 8; i++) await signIn({ email, code: '654321' })
    const locked = await stored(email)
    expect(locked?.loginAttempts).toBe(10)
    expect(new Date(locked!.lockUntil!).getTime()).toBeGreaterThan(Date.now())
    const right = await signIn({ email, code: await codeAt(secret, 0) }, english)
    expect(right.status).toBe(423)
  })

  it('does not let a code-less sign-in wipe the count of wrong codes', async () => {
    const { email } = await account()
    await enrol(email)
    await signIn({ email, code: '111111' })
    await signIn({ email })
    await signIn({ email, code: '222222' })
    expect((await stored(email))?.loginAttempts).toBe(2)
  })

  it('takes a recovery code in place of the app code, once', async () => {
    const { id, email } = await account()
    const { recoveryCodes } = await enrol(email)
    const code = recoveryCodes[3]!
    expect((await signIn({ email, code: code.toUpperCase() })).status).toBe(200)
    expect((await signIn({ email, code })).status).toBe(401)
    expect((await stored(email))?.recoveryCodes).toHaveLength(9)
    const used = await eventsOf('twoFactorRecoveryCodeUsed', id)
    expect(used.map((event) => event.detail)).toEqual(['9 left'])
  })

  it('turns off with a current code, not without', async () => {
    const { id, email } = await account()
    const { token, secret } = await enrol(email)
    expect((await call('two-factor/disable', token, { code: '999999' })).status).toBe(400)
    expect((await stored(email))?.twoFactorEnabled).toBe(true)
    expect(
      (await call('two-factor/disable', token, { code: await codeAt(secret, 0) })).status,
    ).toBe(200)
    const row = await stored(email)
    expect(row?.twoFactorEnabled).toBe(false)
    expect(row?.totpSecret).toBeNull()
    expect((await signIn({ email })).status).toBe(200)
    expect(await eventsOf('twoFactorDisabled', id)).toHaveLength(1)
  })

  it('is reset by an admin, never by a member, and the reset is audited', async () => {
    const { id, email } = await account()
    await enrol(email)
    const byMember = await call(`${id}/two-factor/reset`, tokens.user)
    expect(byMember.status).toBe(403)
    const anonymous = await call(`${id}/two-factor/reset`, undefined)
    expect(anonymous.status).toBe(403)
    expect((await stored(email))?.twoFactorEnabled).toBe(true)

    const byAdmin = await call(`${id}/two-factor/reset`, tokens.admin)
    expect(byAdmin.status).toBe(200)
    const row = await stored(email)
    expect(row?.twoFactorEnabled).toBe(false)
    expect(row?.totpSecret).toBeNull()
    expect(row?.recoveryCodes).toBeNull()
    expect((await signIn({ email })).status).toBe(200)
    const events = await eventsOf('twoFactorReset', id)
    expect(events).toHaveLength(1)
    expect(events[0]!.detail).toBe(email)
  })

  it('opens no session through a password reset of an account with a second factor', async () => {
    const { email } = await account()
    await enrol(email)
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
    })
    const reset = await rest('POST', 'users/reset-password', {
      body: { token, password: 'A-new-password-2' },
    })
    expect(reset.status).toBe(200)
    const session = ((await reset.json()) as { token?: string }).token
    expect(session).toBeTruthy()
    const me = await rest('GET', 'users/me', { token: session })
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
    // The new password is set; signing in still asks for the code.
    const asked = await signIn({ email, password: 'A-new-password-2' })
    expect(asked.status).toBe(403)
  })

  it('sends an admin without a second factor to enrol when the site requires it', async () => {
    const admin = await account(['admin'])
    const member = await account(['user'])
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { adminTwoFactor: 'always' },
      overrideAccess: true,
    })
    // A member is not asked.
    expect((await signIn({ email: member.email })).status).toBe(200)

    const asked = await signIn({ email: admin.email }, english)
    expect(asked.status).toBe(403)
    expect(asked.headers.get('set-cookie')).toBeNull()
    const error = (
      (await asked.json()) as {
        errors: {
          message: string
          data: { code: string; secret: string; qr: string }
        }[]
      }
    ).errors[0]!
    expect(error.data.code).toBe('second-factor-enrolment')
    expect(error.message).toBe(
      'Administrators need a second factor. Scan the QR code with an authenticator app (or type the secret below), then enter the code it shows.',
    )
    expect(error.data.qr.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect((await stored(admin.email))?.twoFactorEnabled).toBe(false)

    // A wrong code keeps the enrolment asked for (twoFactorEnrolment.test.ts says how).
    const wrong = await signIn({ email: admin.email, code: '000000' })
    expect(wrong.status).toBe(403)
    const token = await sessionOf(admin.email, { code: await codeAt(error.data.secret, 0) })
    expect(token).toBeTruthy()
    const row = await stored(admin.email)
    expect(row?.twoFactorEnabled).toBe(true)
    expect(row?.totpSecret).not.toContain(error.data.secret)
    expect(openSecret(row?.totpSecret)).toBe(error.data.secret)
    expect((await eventsOf('twoFactorEnrolled', admin.id)).map((e) => e.detail)).toEqual([
      'at sign-in',
    ])

    // Not required: an admin without a second factor signs in with the password alone.
    const other = await account(['admin'])
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { adminTwoFactor: 'never' },
      overrideAccess: true,
    })
    expect((await signIn({ email: other.email })).status).toBe(200)
    // The default follows NODE_ENV: these tests run outside production.
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { adminTwoFactor: 'production' },
      overrideAccess: true,
    })
    expect((await signIn({ email: other.email })).status).toBe(200)
  })

  it('reads the default as required in production only', () => {
    expect(requiresAdminTwoFactor('production', 'production')).toBe(true)
    expect(requiresAdminTwoFactor('production', 'development')).toBe(false)
    expect(requiresAdminTwoFactor('production', 'test')).toBe(false)
    expect(requiresAdminTwoFactor('always', 'test')).toBe(true)
    expect(requiresAdminTwoFactor('never', 'production')).toBe(false)
  })

  it('asks for a session, not an API key or nobody, to enrol', async () => {
    expect((await call('two-factor/start', undefined)).status).toBe(401)
    expect((await call('two-factor/confirm', undefined, { code: '123456' })).status).toBe(401)
  })
})
