import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload, Where } from 'payload'
import type { AuditEvent } from '@/payload-types'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import {
  freshAccount,
  graphqlAs,
  issueKey,
  keyHeader,
  sessionHeader,
  type Account,
} from '../../helpers/keyedAccounts'

let payload: Payload
let admin: Account
let registry: number

beforeAll(async () => {
  payload = await testPayload()
  admin = await freshAccount(payload, ['admin', 'user'])
  registry = (await payload.find({ collection: 'member-registries', limit: 1, sort: 'id' }))
    .docs[0]!.id
})

/** The events of an action done by one actor, oldest first. */
async function eventsBy(actor: number, action: string, where: Where = {}) {
  const { docs } = await payload.find({
    collection: 'audit-events',
    where: { and: [{ action: { equals: action } }, { user: { equals: actor } }, where] },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
  })
  return docs as AuditEvent[]
}

const newEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.org`

describe('the audit log records accounts', () => {
  it('every creation, with its roles and registries, through REST and GraphQL', async () => {
    const restEmail = newEmail('rest-made')
    const made = await rest('POST', 'users', {
      token: admin.token,
      body: {
        email: restEmail,
        name: 'Nova',
        country: 'CL',
        roles: ['admin'],
        registries: [registry],
      },
    })
    expect(made.status).toBe(201)
    const { doc } = (await made.json()) as { doc: { id: number } }
    const [restEvent] = await eventsBy(admin.id, 'accountCreated', {
      documentId: { equals: String(doc.id) },
    })
    expect(restEvent).toMatchObject({
      documentCollection: 'users',
      detail: `${restEmail}: admin [${registry}]`,
    })

    const graphEmail = newEmail('graphql-made')
    const answer = await graphqlAs(
      sessionHeader(admin.token),
      `mutation { createUser(data: { email: "${graphEmail}", password: "Any-password-1", name: "Nova", country: CL, roles: [admin, user] }) { id } }`,
    )
    expect(answer.errors).toBeUndefined()
    const id = (answer.data?.createUser as { id: number }).id
    const [graphEvent] = await eventsBy(admin.id, 'accountCreated', {
      documentId: { equals: String(id) },
    })
    expect(graphEvent?.detail).toBe(`${graphEmail}: admin, user []`)
  })

  it('changes of roles in bulk and of registries through GraphQL, account by account', async () => {
    const one = await freshAccount(payload)
    const two = await freshAccount(payload)
    const bulk = await rest('PATCH', `users?where[id][in]=${one.id},${two.id}`, {
      token: admin.token,
      body: { roles: ['admin', 'user'] },
    })
    expect(bulk.status).toBe(200)
    for (const account of [one, two]) {
      const events = await eventsBy(admin.id, 'rolesChanged', {
        documentId: { equals: String(account.id) },
      })
      expect(events.map((event) => event.detail)).toEqual([`${account.email}: user → admin, user`])
    }
    const answer = await graphqlAs(
      sessionHeader(admin.token),
      `mutation { updateUser(id: ${one.id}, data: { registries: [${registry}] }) { id } }`,
    )
    expect(answer.errors).toBeUndefined()
    const events = await eventsBy(admin.id, 'registriesChanged', {
      documentId: { equals: String(one.id) },
    })
    expect(events.map((event) => event.detail)).toEqual([`${one.email}: [] → [${registry}]`])
  })
})

describe('the audit log records reads of case records, once per request', () => {
  const caseRecord = async () =>
    (await payload.find({ collection: 'surveillance-case-records', limit: 1, depth: 0 })).docs[0]!

  it('a REST list, a read by id and a GraphQL query with two parts, with a session', async () => {
    const reader = await freshAccount(payload, ['admin', 'user'])
    const list = await rest('GET', 'surveillance-case-records?limit=3&depth=0', {
      token: reader.token,
    })
    expect(list.status).toBe(200)
    expect((await list.json()).docs).toHaveLength(3)
    expect((await eventsBy(reader.id, 'caseRecordsRead')).map((event) => event.detail)).toEqual([
      'find: 3 record(s) ?limit=3&depth=0',
    ])

    const { id } = await caseRecord()
    expect(
      (await rest('GET', `surveillance-case-records/${id}`, { token: reader.token })).status,
    ).toBe(200)
    const byId = await eventsBy(reader.id, 'caseRecordsRead')
    expect(byId).toHaveLength(2)
    expect(byId[1]).toMatchObject({ documentId: String(id), detail: 'findByID: 1 record(s)' })

    const answer = await graphqlAs(
      sessionHeader(reader.token),
      `{ first: SurveillanceCaseRecords(limit: 2) { docs { id } } second: SurveillanceCaseRecord(id: ${id}) { id } }`,
    )
    expect(answer.errors).toBeUndefined()
    expect((answer.data?.first as { docs: unknown[] }).docs).toHaveLength(2)
    expect(await eventsBy(reader.id, 'caseRecordsRead')).toHaveLength(3)
  })

  it("a key's read, naming the key", async () => {
    const reader = await freshAccount(payload, ['admin', 'user'])
    const { key, id } = await issueKey(reader.token, 'read')
    const res = await rest('GET', 'surveillance-case-records?limit=1', { headers: keyHeader(key) })
    expect(res.status).toBe(200)
    const events = await eventsBy(reader.id, 'caseRecordsRead')
    expect(events).toHaveLength(1)
    expect(events[0]?.apiKey).toBe(id)
  })

  it('not twice for the download, which logs its own event', async () => {
    const reader = await freshAccount(payload, ['admin', 'user'])
    const { networkCode } = await payload.findByID({
      collection: 'member-registries',
      id: registry,
      depth: 0,
    })
    const res = await rest('GET', `surveillance/case-records?registry=${networkCode}`, {
      token: reader.token,
    })
    expect(res.status).toBe(200)
    expect(await eventsBy(reader.id, 'caseRecordsDownloaded')).toHaveLength(1)
    expect(await eventsBy(reader.id, 'caseRecordsRead')).toHaveLength(0)
  })
})
