import crypto from 'node:crypto'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { failuresOf } from '@/lib/auth/failureCounter'
import { matchesStoredPassword } from '@/lib/auth/passwordCheck'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload
const password = 'Right-password-1'

beforeAll(async () => {
  payload = await testPayload()
})
afterEach(() => vi.restoreAllMocks())

const account = async () => {
  const email = `abuse-${Math.random().toString(36).slice(2)}@example.org`
  await payload.create({
    collection: 'users',
    data: { name: 'Demo account', email, password, country: 'PE', roles: ['user'] },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  return email
}

const signIn = (email: string, secret: string, headers: Record<string, string> = {}) =>
  rest('POST', 'users/login', { body: { email, password: secret }, headers })

describe('sign-in abuse', () => {
  it("checks stored passwords exactly as Payload's own login does", async () => {
    const email = await account()
    const stored = await payload.db.findOne<{ id: number; hash: string; salt: string }>({
      collection: 'users',
      where: { email: { equals: email } },
    })
    expect(await matchesStoredPassword(password, stored!)).toBe(true)
    expect(await matchesStoredPassword('Wrong-password-1', stored!)).toBe(false)
    expect((await signIn(email, password)).status).toBe(200)
  })

  it('spends the same password work on an e-mail without an account as on one with', async () => {
    const email = await account()
    const pbkdf2 = vi.spyOn(crypto, 'pbkdf2')
    const known = await signIn(email, 'Wrong-password-1')
    const knownRounds = pbkdf2.mock.calls.map((call) => call[2])
    pbkdf2.mockClear()
    const unknown = await signIn('nobody-here@example.org', 'Wrong-password-1')
    const unknownRounds = pbkdf2.mock.calls.map((call) => call[2])
    expect([known.status, unknown.status]).toEqual([401, 401])
    expect(knownRounds).toEqual([600_000])
    expect(unknownRounds).toEqual(knownRounds)
    expect(await unknown.json()).toEqual(await known.json())
  })

  it('counts failures per client address, apart from other addresses', async () => {
    const email = await account()
    const attacker = { 'x-client-address': '203.0.113.7' }
    for (let i = 0; i < 3; i++) await signIn(email, 'Wrong-password-1', attacker)
    expect(await failuresOf('sign-in', '203.0.113.7')).toBe(3)
    expect(await failuresOf('sign-in', '198.51.100.9')).toBe(0)
    // The real user, elsewhere, is not slowed down and signs in.
    expect((await signIn(email, password, { 'x-client-address': '198.51.100.9' })).status).toBe(200)
  })

  it('tells a locked account apart only to whoever gives its right password', async () => {
    const email = await account()
    for (let i = 0; i < 10; i++) await signIn(email, 'Wrong-password-1')
    const wrong = await signIn(email, 'Wrong-password-1', { 'Accept-Language': 'en' })
    const nobody = await signIn('nobody-here@example.org', 'Wrong-password-1', {
      'Accept-Language': 'en',
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual(await nobody.json())

    const right = await signIn(email, password, { 'Accept-Language': 'en' })
    expect(right.status).toBe(423)
    expect((await right.json()).errors[0]).toEqual({
      message:
        'Your account is temporarily locked after too many attempts. Try again in 15 minutes, or reset your password to unlock it now.',
      data: { code: 'account-locked', minutes: 15 },
    })
  })

  it('unlocks the account when the password is reset', async () => {
    const email = await account()
    for (let i = 0; i < 10; i++) await signIn(email, 'Wrong-password-1')
    expect((await signIn(email, password)).status).toBe(423)
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
    })
    const reset = await rest('POST', 'users/reset-password', {
      body: { token, password: 'New-password-2' },
    })
    expect(reset.status).toBe(200)
    expect((await signIn(email, 'New-password-2')).status).toBe(200)
  })
})
