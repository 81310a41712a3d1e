import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { freshAccount, graphqlAs, issueKey, keyHeader } from '../../helpers/keyedAccounts'

let payload: Payload
let tokens: Record<Role, string | undefined>
let registries: number[]
let settingBefore: unknown

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const { docs } = await payload.find({ collection: 'member-registries', limit: 2, sort: 'id' })
  registries = docs.map((doc) => doc.id)
  settingBefore = (await payload.findGlobal({ slug: 'site-settings' })).adminTwoFactor
})

afterAll(async () => {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { adminTwoFactor: (settingBefore as 'production') ?? 'production' },
  })
})

const asAdmin = (method: 'PATCH' | 'POST', path: string, body: unknown) =>
  rest(method, path, { token: tokens.admin, body, locale: 'en' })

/** The signed-in user a session token stands for now (null once its session is ended). */
const me = async (token: string) =>
  ((await (await rest('GET', 'users/me', { token })).json()) as { user: { id: number } | null })
    .user

/** Whom a key acts as now (null once it is dead). */
const keyActsAs = async (key: string) =>
  (
    (await (await rest('GET', 'users/me', { headers: keyHeader(key) })).json()) as {
      user: { id: number } | null
    }
  ).user?.id ?? null

const keyRow = (id: number) => payload.findByID({ collection: 'api-keys', id, depth: 0 })

describe("a change of an account's roles or registries", () => {
  it('ends the keys and sessions it had; the new admin passes the second factor first', async () => {
    const member = await freshAccount(payload, ['user'], [registries[0]!])
    const submit = await issueKey(member.token, 'submit')
    const read = await issueKey(member.token, 'read')
    expect(await keyActsAs(read.key)).not.toBeNull()
    await payload.updateGlobal({ slug: 'site-settings', data: { adminTwoFactor: 'always' } })
    try {
      expect(
        (await asAdmin('PATCH', `users/${member.id}`, { roles: ['admin', 'user'] })).status,
      ).toBe(200)

      // Neither the keys nor the session from before act, as admin or at all.
      for (const { key } of [read, submit]) {
        expect(await keyActsAs(key)).toBeNull()
        expect((await rest('GET', 'audit-events', { headers: keyHeader(key) })).status).toBe(403)
      }
      const made = await rest('POST', 'users', {
        headers: keyHeader(submit.key),
        body: { email: `by-promoted-${Date.now()}@example.org`, name: 'X', country: 'CL' },
      })
      expect(made.status).toBe(403)
      expect(await me(member.token)).toBeNull()
      expect((await rest('GET', 'audit-events', { token: member.token })).status).toBe(403)
      // The keys are revoked, in the audit log.
      for (const { id } of [submit, read]) {
        expect((await keyRow(id)).revokedAt).toBeTruthy()
        const { totalDocs } = await payload.count({
          collection: 'audit-events',
          where: { and: [{ action: { equals: 'apiKeyRevoked' } }, { apiKey: { equals: id } }] },
        })
        expect(totalDocs).toBe(1)
      }
      // A new sign-in asks the admins' second factor before any session exists.
      const signIn = await rest('POST', 'users/login', {
        body: { email: member.email, password: member.password },
      })
      expect(signIn.status).toBe(403)
      expect((await signIn.json()).errors[0].data.code).toBe('second-factor-enrolment')
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { adminTwoFactor: 'never' } })
    }
  })

  it('ends keys and sessions when only its registries change', async () => {
    const member = await freshAccount(payload, ['user'], [registries[0]!])
    const { key } = await issueKey(member.token, 'read')
    expect((await asAdmin('PATCH', `users/${member.id}`, { registries })).status).toBe(200)
    expect(await keyActsAs(key)).toBeNull()
    expect(await me(member.token)).toBeNull()
  })

  it('stops a key even when the roles change without the hooks (a direct database write)', async () => {
    const member = await freshAccount(payload, ['user'], [registries[0]!])
    const { key, id } = await issueKey(member.token, 'read')
    expect(await keyActsAs(key)).not.toBeNull()
    await payload.db.updateOne({ collection: 'users', id: member.id, data: { roles: ['admin'] } })
    expect((await rest('GET', 'audit-events', { headers: keyHeader(key) })).status).toBe(403)
    // Not revoked (nothing ran), yet dead: it was made for a member of one registry.
    expect((await keyRow(id)).revokedAt ?? null).toBeNull()
  })

  it('ends the old Payload key, which stays revoked', async () => {
    const owner = await freshAccount(payload, ['user'], [registries[0]!])
    const legacy = `old-payload-key-${crypto.randomBytes(8).toString('hex')}`
    const apiKeyIndex = crypto.createHmac('sha256', payload.secret).update(legacy).digest('hex')
    await payload.db.updateOne({
      collection: 'users',
      id: owner.id,
      data: { enableAPIKey: true, apiKeyIndex },
    })
    expect(await keyActsAs(legacy)).not.toBeNull()
    expect((await asAdmin('PATCH', `users/${owner.id}`, { registries })).status).toBe(200)
    expect(await keyActsAs(legacy)).toBeNull()
    const again = await asAdmin('PATCH', `users/${owner.id}`, { enableAPIKey: true })
    expect(again.status).toBe(400)
    expect((await again.json()).errors[0]).toEqual({
      field: 'enableAPIKey',
      code: 'revocationFinal',
      message: 'A revoked key stays revoked: its revocation date cannot be cleared or changed.',
    })
    expect(await keyActsAs(legacy)).toBeNull()
  })
})

describe("an admin's key", () => {
  it('reads as the admin but writes only as a member: no admin write', async () => {
    const admin = await freshAccount(payload, ['admin', 'user'])
    const { key } = await issueKey(admin.token, 'submit')
    expect((await rest('GET', 'audit-events', { headers: keyHeader(key) })).status).toBe(200)
    const before = await payload.findGlobal({ slug: 'site-settings' })
    const months = (Number(before.auditRetentionMonths) || 24) + 1
    const settings = await rest('POST', 'globals/site-settings', {
      headers: keyHeader(key),
      body: { auditRetentionMonths: months },
    })
    expect(settings.status).toBe(403)
    expect((await payload.findGlobal({ slug: 'site-settings' })).auditRetentionMonths).toBe(
      before.auditRetentionMonths,
    )
  })
})

describe('a revocation', () => {
  it('is final, through REST and GraphQL, and is in the audit log with who did it', async () => {
    const member = await freshAccount(payload, ['user'], [registries[0]!])
    const { key, id } = await issueKey(member.token, 'read')
    const revokedAt = new Date().toISOString()
    expect((await asAdmin('PATCH', `api-keys/${id}`, { revokedAt })).status).toBe(200)
    const [event] = (
      await payload.find({
        collection: 'audit-events',
        where: { and: [{ action: { equals: 'apiKeyRevoked' } }, { apiKey: { equals: id } }] },
        depth: 0,
      })
    ).docs
    const adminId = (await me(tokens.admin!))!.id
    expect(event?.user).toBe(adminId)

    for (const value of [null, new Date(Date.now() + 86_400_000).toISOString()]) {
      const res = await asAdmin('PATCH', `api-keys/${id}`, { revokedAt: value })
      expect(res.status).toBe(400)
      expect((await res.json()).errors[0]).toEqual({
        field: 'revokedAt',
        code: 'revocationFinal',
        message: 'A revoked key stays revoked: its revocation date cannot be cleared or changed.',
      })
    }
    const answer = await graphqlAs(
      { Authorization: `JWT ${tokens.admin}` },
      `mutation { updateApiKey(id: ${id}, data: { revokedAt: null }) { id revokedAt } }`,
    )
    expect(answer.errors?.length).toBeGreaterThan(0)
    expect(new Date((await keyRow(id)).revokedAt!).toISOString()).toBe(revokedAt)
    expect(await keyActsAs(key)).toBeNull()
  })
})
