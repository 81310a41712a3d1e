import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { demoAccounts } from '@/seed'
import { testPayload } from '../../helpers/payload'
import { login, rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>
let member: { id: number; token: string; email: string }
let registryCode: string
let otherCode: string

const keyHeader = (key: string) => ({ Authorization: `users API-Key ${key}` })

async function makeMember(registryIds: number[]) {
  const email = `script-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`
  const password = 'script-Password-1'
  const user = await payload.create({
    collection: 'users',
    data: {
      email,
      password,
      name: 'Script',
      country: 'CL',
      roles: ['user'],
      registries: registryIds,
    },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  return { id: user.id, email, token: await login(email, password) }
}

const issue = (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
  rest('POST', 'api-keys/issue', { token, body, headers, locale: 'en' })

async function issueKey(scope: 'read' | 'submit', name = `key ${scope}`) {
  const res = await issue(member.token, { name, scope })
  expect(res.status).toBe(201)
  return (await res.json()) as { key: string; doc: { id: number; name: string; scope: string } }
}

const semester = (registry: string) => ({
  registry,
  year: 1998,
  semester: 1,
  status: 'draft',
  births: [1, 2, 3, 4, 5, 6].map((month) => ({ month, liveBirths: 900, stillbirths: 4 })),
  cases: [1, 2, 3, 4, 5, 6].map((month) => ({ malformation: 1, month, cases: 2 })),
})

const send = (key: string, registry = registryCode) =>
  rest('POST', 'surveillance/submissions', {
    body: semester(registry),
    headers: keyHeader(key),
    locale: 'en',
  })

const read = (key: string) => rest('GET', 'data-submissions?depth=0', { headers: keyHeader(key) })

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const { docs } = await payload.find({
    collection: 'member-registries',
    limit: 2,
    sort: 'id',
    overrideAccess: true,
  })
  registryCode = docs[0]!.networkCode!
  otherCode = docs[1]!.networkCode!
  member = await makeMember([docs[0]!.id])
})

// Later files share the database (monthlyDataPage saves drafts for 1990–2004): take back the
// 1998 semester and any rows sent here.
afterAll(async () => {
  const months = Array.from({ length: 12 }, (_, m) => `1998-${String(m + 1).padStart(2, '0')}`)
  for (const collection of ['surveillance-births', 'surveillance-cases'] as const)
    await payload.delete({ collection, where: { month: { in: months } }, overrideAccess: true })
  await payload.delete({
    collection: 'data-submissions',
    where: { year: { equals: 1998 } },
    overrideAccess: true,
  })
})

describe('creating a key', () => {
  it('shows the key once and keeps only its hash', async () => {
    const { key, doc } = await issueKey('submit')
    expect(key).toMatch(/^relamc_[A-Za-z0-9_-]{43}$/)
    const stored = await payload.db.findOne<{ id: number; keyHash: string }>({
      collection: 'api-keys',
      where: { id: { equals: doc.id } },
    })
    expect(stored?.keyHash).toBe(crypto.createHash('sha256').update(key).digest('hex'))
    expect(JSON.stringify(stored)).not.toContain(key)
    const listed = await rest('GET', `api-keys/${doc.id}`, { token: member.token })
    const shown = (await listed.json()) as Record<string, unknown>
    expect(shown.name).toBe('key submit')
    expect(shown).not.toHaveProperty('keyHash')
    expect(JSON.stringify(shown)).not.toContain(key)
  })

  it('refuses a missing name, a wrong scope, an anonymous caller and a key making keys', async () => {
    const noName = await issue(member.token, { name: ' ', scope: 'read' })
    expect(noName.status).toBe(400)
    expect((await noName.json()).errors[0]).toMatchObject({
      field: 'name',
      code: 'nameRequired',
      message: 'Give the key a name.',
    })
    const badScope = await issue(member.token, { name: 'x', scope: 'admin' })
    expect((await badScope.json()).errors[0]).toMatchObject({
      field: 'scope',
      code: 'scopeInvalid',
    })
    expect((await issue(undefined, { name: 'x', scope: 'read' })).status).toBe(401)
    const { key } = await issueKey('submit')
    expect((await issue(undefined, { name: 'y', scope: 'submit' }, keyHeader(key))).status).toBe(
      401,
    )
  })

  it('nobody creates, edits or deletes keys through the collection API', async () => {
    const { doc } = await issueKey('read')
    for (const token of [member.token, tokens.admin]) {
      expect(
        (await rest('POST', 'api-keys', { token, body: { name: 'n', scope: 'read' } })).status,
      ).toBe(403)
      expect((await rest('DELETE', `api-keys/${doc.id}`, { token })).status).toBe(403)
    }
    expect(
      (await rest('PATCH', `api-keys/${doc.id}`, { token: member.token, body: { name: 'z' } }))
        .status,
    ).toBe(403)
  })
})

describe('using a key', () => {
  it("acts only for its user's registries", async () => {
    const { key } = await issueKey('submit')
    expect((await send(key)).status).toBe(201)
    const other = await send(key, otherCode)
    expect(other.status).toBe(403)
    expect((await other.json()).errors[0].code).toBe('notYourRegistry')
  })

  it('a read key reads and cannot submit', async () => {
    const { key } = await issueKey('read')
    expect((await read(key)).status).toBe(200)
    const refused = await send(key)
    expect(refused.status).toBe(403)
    expect((await refused.json()).errors[0]).toMatchObject({
      code: 'apiKeyReadOnly',
      message: 'This API key can only read data. Use a key allowed to submit.',
    })
  })

  it('notes the last use, its address, and the first use of the day in the audit log', async () => {
    const { key, doc } = await issueKey('read')
    const before = Date.now()
    expect(
      (
        await rest('GET', 'data-submissions', {
          headers: { ...keyHeader(key), 'x-client-address': '198.51.100.40' },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await rest('GET', 'data-submissions', {
          headers: { ...keyHeader(key), 'x-client-address': '198.51.100.41' },
        })
      ).status,
    ).toBe(200)
    const stored = await payload.findByID({
      collection: 'api-keys',
      id: doc.id,
      overrideAccess: true,
    })
    expect(new Date(stored.lastUsedAt!).getTime()).toBeGreaterThanOrEqual(before)
    expect(stored.lastUsedFrom).toBe('198.51.100.41')
    const used = await payload.find({
      collection: 'audit-events',
      where: { and: [{ action: { equals: 'apiKeyUsed' } }, { apiKey: { equals: doc.id } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(used.docs.map((event) => [event.address, event.user])).toEqual([
      ['198.51.100.40', member.id],
    ])
  })

  it('a wrong or revoked key gets the same answer, and revocation is audited', async () => {
    const { key, doc } = await issueKey('submit')
    expect((await send(key)).status).toBe(201)
    const started = new Date().toISOString()
    const revoked = await rest('POST', `api-keys/${doc.id}/revoke`, { token: member.token })
    expect(revoked.status).toBe(200)
    const afterRevoke = await send(key)
    const wrong = await send('relamc_not-a-key-at-all')
    expect([afterRevoke.status, wrong.status]).toEqual([401, 401])
    const expected = {
      code: 'invalidApiKey',
      message: 'Invalid API key. Check the key or create another on your account page.',
    }
    expect((await afterRevoke.json()).errors[0]).toEqual(expected)
    expect((await wrong.json()).errors[0]).toEqual(expected)
    const refused = await payload.find({
      collection: 'audit-events',
      where: {
        and: [
          { action: { equals: 'apiKeyRefused' } },
          { createdAt: { greater_than_equal: started } },
        ],
      },
      overrideAccess: true,
    })
    expect(refused.docs.map((event) => event.detail)).toEqual(['invalid', 'invalid'])
    expect((await read(key)).status).toBe(403)
    const events = await payload.find({
      collection: 'audit-events',
      where: { apiKey: { equals: doc.id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(events.docs.map((event) => event.action)).toEqual([
      'apiKeyCreated',
      'apiKeyUsed',
      'submissionSaved',
      'apiKeyRevoked',
    ])
  })

  it("another member cannot revoke someone's key; an admin can", async () => {
    const { key, doc } = await issueKey('submit')
    const other = await login(demoAccounts.member.email, demoAccounts.member.password)
    expect((await rest('POST', `api-keys/${doc.id}/revoke`, { token: other })).status).toBe(404)
    expect((await send(key)).status).toBe(201)
    expect((await rest('POST', `api-keys/${doc.id}/revoke`, { token: tokens.admin })).status).toBe(
      200,
    )
    expect((await send(key)).status).toBe(401)
  })

  it("a disabled account's keys stop at once", async () => {
    const owner = await makeMember(
      (await payload.findByID({ collection: 'users', id: member.id, depth: 0 }))
        .registries as number[],
    )
    const res = await issue(owner.token, { name: 'to be disabled', scope: 'submit' })
    const { key } = (await res.json()) as { key: string }
    expect((await send(key)).status).toBe(201)
    await rest('PATCH', `users/${owner.id}`, { token: tokens.admin, body: { disabled: true } })
    expect((await send(key)).status).toBe(401)
    expect((await read(key)).status).toBe(403)
  })
})

describe('a key Payload issued before named keys', () => {
  const legacyIndex = (key: string) =>
    crypto.createHmac('sha256', payload.secret).update(key).digest('hex')

  it('works until its owner creates a named key, and not for a disabled account', async () => {
    const owner = await makeMember(
      (await payload.findByID({ collection: 'users', id: member.id, depth: 0 }))
        .registries as number[],
    )
    const legacy = 'old-payload-key-0123456789abcdef'
    await payload.db.updateOne({
      collection: 'users',
      id: owner.id,
      data: { enableAPIKey: true, apiKeyIndex: legacyIndex(legacy) },
    })
    expect((await send(legacy)).status).toBe(201)

    await payload.db.updateOne({ collection: 'users', id: owner.id, data: { disabled: true } })
    expect((await send(legacy)).status).toBe(401)
    await payload.db.updateOne({ collection: 'users', id: owner.id, data: { disabled: false } })
    expect((await send(legacy)).status).toBe(201)

    const res = await issue(owner.token, { name: 'rotation', scope: 'submit' })
    expect(res.status).toBe(201)
    const { key } = (await res.json()) as { key: string }
    expect((await send(legacy)).status).toBe(401)
    expect((await send(key)).status).toBe(201)
  })
})
