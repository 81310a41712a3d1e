import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  RESETS_PER_ACCOUNT,
  RESETS_PER_CLIENT,
} from '@/collections/Users/hooks/limitPasswordResets'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

/** Each test asks from addresses and for e-mails of its own, so the counts start at zero. */
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2)}`

const ask = (email: string, client: string, language = 'en') =>
  rest('POST', 'users/forgot-password', {
    body: { email },
    headers: { 'x-client-address': client, 'Accept-Language': language },
  })

const requestsAudited = async (email: string) =>
  (
    await payload.count({
      collection: 'audit-events',
      where: {
        and: [{ action: { equals: 'passwordResetRequested' } }, { email: { equals: email } }],
      },
      overrideAccess: true,
    })
  ).totalDocs

const resetToken = async (email: string) =>
  (
    await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      showHiddenFields: true,
      overrideAccess: true,
    })
  ).docs[0]?.resetPasswordToken

describe('forgot-password', () => {
  it('an e-mail with an account gets a few reset e-mails, then a translated 429 that changes nothing', async () => {
    const email = `limit-${unique()}@example.org`
    await payload.create({
      collection: 'users',
      data: { email, password: 'a-Password-123', name: 'Limit', country: 'BR', roles: ['user'] },
      context: { keepPassword: true },
      overrideAccess: true,
    })
    // From a different client address each time: the limit of the account holds alone.
    for (let i = 0; i < RESETS_PER_ACCOUNT; i++)
      expect((await ask(email, `192.0.2.${i + 1}`)).status).toBe(200)
    const token = await resetToken(email)
    expect(token).toBeTruthy()
    const audited = await requestsAudited(email)
    expect(audited).toBeGreaterThan(0)

    const refused = await ask(email.toUpperCase(), '192.0.2.99')
    expect(refused.status).toBe(429)
    expect((await refused.json()).errors[0].message).toBe(
      'Too many password reset requests. Wait 15 minutes and try again.',
    )
    expect(await resetToken(email)).toBe(token)
    expect(await requestsAudited(email)).toBe(audited)
  })

  it('answers an e-mail without an account exactly as one with', async () => {
    const known = `known-${unique()}@example.org`
    const unknown = `unknown-${unique()}@example.org`
    await payload.create({
      collection: 'users',
      data: {
        email: known,
        password: 'a-Password-123',
        name: 'Known',
        country: 'BR',
        roles: ['user'],
      },
      context: { keepPassword: true },
      overrideAccess: true,
    })
    const answers = async (email: string) => {
      const seen: string[] = []
      for (let i = 0; i <= RESETS_PER_ACCOUNT; i++) {
        const res = await ask(email, `198.51.100.${i + 1}`, 'es')
        seen.push(`${res.status} ${await res.text()}`)
      }
      return seen
    }
    const forKnown = await answers(known)
    expect(forKnown.at(-1)).toMatch(/^429 .*Demasiadas solicitudes/)
    expect(await answers(unknown)).toEqual(forKnown)
  })

  it('one client address may ask for a limited number, whatever e-mails it names', async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`
    const prefix = unique()
    for (let i = 0; i < RESETS_PER_CLIENT; i++)
      expect((await ask(`client-${prefix}-${i}@example.org`, client)).status).toBe(200)
    const refused = await ask(`client-${prefix}-last@example.org`, client, 'pt')
    expect(refused.status).toBe(429)
    expect((await refused.json()).errors[0].message).toContain(
      'Muitos pedidos de redefinição de senha',
    )
    expect(await requestsAudited(`client-${prefix}-last@example.org`)).toBe(0)
  })

  it("server code (an admin's reset e-mail, an invitation) is not limited", async () => {
    const email = `server-${unique()}@example.org`
    for (let i = 0; i <= RESETS_PER_ACCOUNT + 1; i++)
      await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true })
  })
})
