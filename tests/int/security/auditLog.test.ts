import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload, Where } from 'payload'
import type { AuditEvent } from '@/payload-types'
import { demoAccounts } from '@/seed'
import { deleteExpiredAuditEvents } from '@/lib/audit/deleteExpiredAuditEvents'
import { testPayload } from '../../helpers/payload'
import { tinyPdf } from '../../helpers/files'
import { graphql, login, rest } from '../../helpers/rest'
import { demoMember, tokensByRole, type Role } from '../../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>
const roles: Role[] = ['anonymous', 'user', 'admin']
const from = (address: string) => ({ 'x-client-address': address })

const startedAt = new Date().toISOString()

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

// The database is shared with the files that run after this one, which read every accepted year:
// take back the 1999 semester accepted here and the signals its monitoring stored.
afterAll(async () => {
  const months = [7, 8, 9, 10, 11, 12].map((month) => `1999-${String(month).padStart(2, '0')}`)
  for (const collection of ['surveillance-births', 'surveillance-cases'] as const)
    await payload.delete({ collection, where: { month: { in: months } }, overrideAccess: true })
  await payload.delete({
    collection: 'data-submissions',
    where: { year: { equals: 1999 } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'monitoring-signals',
    where: { createdAt: { greater_than_equal: startedAt } },
    overrideAccess: true,
  })
})

/** The newest events of an action, as the database holds them. */
async function eventsOf(action: string, where: Where = {}) {
  const { docs } = await payload.find({
    collection: 'audit-events',
    where: { and: [{ action: { equals: action } }, where] },
    sort: '-createdAt',
    depth: 0,
    limit: 20,
    overrideAccess: true,
  })
  return docs as AuditEvent[]
}

const idOf = async (email: string) =>
  (
    await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs[0]!.id

describe('the audit log records', () => {
  it('a sign-in and a refused sign-in, with the address and the e-mail given', async () => {
    const { email, password } = demoAccounts.member
    expect(
      (
        await rest('POST', 'users/login', {
          body: { email, password },
          headers: from('192.0.2.10'),
        })
      ).status,
    ).toBe(200)
    const [signIn] = await eventsOf('signIn', { address: { equals: '192.0.2.10' } })
    expect(signIn).toMatchObject({ user: await idOf(email), email })

    const refused = await rest('POST', 'users/login', {
      body: { email: 'nobody-here@example.org', password: 'wrong-password-1' },
      headers: from('192.0.2.11'),
    })
    expect(refused.status).toBe(401)
    const [failure] = await eventsOf('signInFailed', { address: { equals: '192.0.2.11' } })
    expect(failure).toMatchObject({ user: null, email: 'nobody-here@example.org' })
  })

  it('a password reset asked for and done', async () => {
    const email = `reset-${Date.now()}@example.org`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'first-Password-1', name: 'Reset', country: 'BR', roles: ['user'] },
      context: { keepPassword: true },
      overrideAccess: true,
    })
    expect(
      (
        await rest('POST', 'users/forgot-password', {
          body: { email },
          headers: from('192.0.2.12'),
        })
      ).status,
    ).toBe(200)
    expect(await eventsOf('passwordResetRequested', { email: { equals: email } })).toHaveLength(1)
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
    })
    const reset = await rest('POST', 'users/reset-password', {
      body: { token, password: 'second-Password-2' },
    })
    expect(reset.status).toBe(200)
    const [done] = await eventsOf('passwordReset', { user: { equals: user.id } })
    expect(done).toBeDefined()
  })

  it("an admin's change of a member's roles, registries and state, naming the admin", async () => {
    const started = new Date().toISOString()
    const member = await demoMember(payload)
    const adminId = await idOf(demoAccounts.admin.email)
    const registries = (member.registries ?? []).map((r) => (typeof r === 'object' ? r.id : r))
    const patch = (data: Record<string, unknown>) =>
      rest('PATCH', `users/${member.id}`, { token: tokens.admin, body: data })
    expect((await patch({ roles: ['user', 'admin'] })).status).toBe(200)
    expect((await patch({ roles: ['user'], registries: [] })).status).toBe(200)
    expect((await patch({ registries })).status).toBe(200)
    // Those changes ended the member's sessions: the tests below sign in again.
    tokens.user = await login(demoAccounts.member.email, demoAccounts.member.password)
    const roleEvents = await eventsOf('rolesChanged', {
      documentId: { equals: String(member.id) },
      createdAt: { greater_than_equal: started },
    })
    expect(roleEvents.map((event) => event.detail)).toEqual([
      `${member.email}: admin, user → user`,
      `${member.email}: user → admin, user`,
    ])
    expect(roleEvents.every((event) => event.user === adminId)).toBe(true)
    const registryEvents = await eventsOf('registriesChanged', {
      documentId: { equals: String(member.id) },
      createdAt: { greater_than_equal: started },
    })
    expect(registryEvents.map((event) => event.detail)).toEqual([
      `${member.email}: [] → [${registries.join(', ')}]`,
      `${member.email}: [${registries.join(', ')}] → []`,
    ])
  })

  it('a submission saved, submitted, accepted and returned, with its registry', async () => {
    const member = await demoMember(payload)
    const registry = member.registries?.[0]
    const registryId = typeof registry === 'object' ? registry!.id : registry!
    const code = (await payload.findByID({ collection: 'member-registries', id: registryId }))
      .networkCode
    const semester = (status: string) => ({
      registry: code,
      year: 1999,
      semester: 2,
      status,
      births: [7, 8, 9, 10, 11, 12].map((month) => ({ month, liveBirths: 1000, stillbirths: 5 })),
      cases: [7, 8, 9, 10, 11, 12].map((month) => ({ malformation: 1, month, cases: 1 })),
    })
    const send = (status: string) =>
      rest('POST', 'surveillance/submissions', { token: tokens.user, body: semester(status) })
    const draft = await send('draft')
    expect(await draft.json()).toMatchObject({ status: 'draft' })
    const submitted = await send('submitted')
    expect(submitted.status).toBe(201)
    const { id } = (await submitted.json()) as { id: number }
    const returned = await rest('POST', `surveillance/submissions/${id}/return`, {
      token: tokens.admin,
      body: { comment: 'Confira julho.' },
    })
    expect(returned.status).toBe(200)
    expect((await send('submitted')).status).toBe(201)
    const accepted = await rest('POST', `surveillance/submissions/${id}/accept`, {
      token: tokens.admin,
      body: {},
    })
    expect(accepted.status).toBe(200)
    // Earlier files' submissions may have had the same id: only this test's events count.
    const document = {
      documentId: { equals: String(id) },
      createdAt: { greater_than_equal: startedAt },
    }
    const actions = (
      await payload.find({
        collection: 'audit-events',
        where: { and: [{ documentCollection: { equals: 'data-submissions' } }, document] },
        sort: 'createdAt',
        overrideAccess: true,
        depth: 0,
      })
    ).docs.map((event) => [event.action, event.registry, event.user])
    const adminId = await idOf(demoAccounts.admin.email)
    expect(actions).toEqual([
      ['submissionSaved', registryId, member.id],
      ['submissionSubmitted', registryId, member.id],
      ['submissionReturned', registryId, adminId],
      ['submissionSubmitted', registryId, member.id],
      ['submissionAccepted', registryId, adminId],
    ])
  })

  it("downloads of members' data: monthly counts and members' files", async () => {
    const res = await rest(
      'GET',
      'surveillance/monthly-counts?malformation=1&registry=network&from=1999-07&to=1999-12&format=csv',
      { token: tokens.user, headers: from('192.0.2.13') },
    )
    expect(res.status).toBe(200)
    const [counts] = await eventsOf('monthlyCountsDownloaded', {
      address: { equals: '192.0.2.13' },
    })
    expect(counts?.user).toBe((await demoMember(payload)).id)

    const file = await payload.create({
      collection: 'member-files',
      data: { title: 'Manual' },
      file: {
        data: tinyPdf(),
        name: `audit-${Date.now()}.pdf`,
        mimetype: 'application/pdf',
        size: tinyPdf().byteLength,
      },
      overrideAccess: true,
    })
    const path = `member-files/file/${encodeURIComponent(file.filename!)}`
    expect((await rest('GET', path)).status).toBe(403)
    expect((await rest('GET', path, { token: tokens.user })).status).toBe(200)
    const downloads = await eventsOf('fileDownloaded', { detail: { equals: file.filename } })
    expect(downloads.map((event) => [event.documentCollection, event.documentId])).toEqual([
      ['member-files', String(file.id)],
    ])
  })

  it('a deletion of content and a change of the site settings', async () => {
    const announcement = await payload.create({
      collection: 'announcements',
      data: { title: 'Aviso a excluir', date: '2026-11-01' },
      overrideAccess: true,
    })
    expect(
      (await rest('DELETE', `announcements/${announcement.id}`, { token: tokens.admin })).status,
    ).toBe(200)
    const [deleted] = await eventsOf('contentDeleted', {
      documentId: { equals: String(announcement.id) },
    })
    expect(deleted).toMatchObject({
      documentCollection: 'announcements',
      detail: 'Aviso a excluir',
    })

    const res = await rest('POST', 'globals/site-settings', {
      token: tokens.admin,
      body: { auditRetentionMonths: 30 },
    })
    expect(res.status).toBe(200)
    const [changed] = await eventsOf('settingsChanged')
    expect(changed?.detail).toContain('auditRetentionMonths')
    expect(changed?.user).toBe(await idOf(demoAccounts.admin.email))
  })
})

describe('nobody writes the audit log through the API', () => {
  let eventId: number
  beforeAll(async () => {
    eventId = (await eventsOf('signIn'))[0]!.id
  })

  it.each(roles)('%s cannot create, edit or delete an entry over REST', async (role) => {
    const token = tokens[role]
    const create = await rest('POST', 'audit-events', { token, body: { action: 'signIn' } })
    const edit = await rest('PATCH', `audit-events/${eventId}`, { token, body: { detail: 'x' } })
    const remove = await rest('DELETE', `audit-events/${eventId}`, { token })
    expect([create.status, edit.status, remove.status]).toEqual([403, 403, 403])
    const still = await payload.findByID({ collection: 'audit-events', id: eventId, depth: 0 })
    expect(still.detail).not.toBe('x')
  })

  it.each(roles)('%s cannot create, edit or delete an entry over GraphQL', async (role) => {
    const token = tokens[role]
    const answers = await Promise.all([
      graphql(
        `
          mutation {
            createAuditEvent(data: { action: signIn }) {
              id
            }
          }
        `,
        token,
      ),
      graphql(`mutation { updateAuditEvent(id: ${eventId}, data: { detail: "x" }) { id } }`, token),
      graphql(`mutation { deleteAuditEvent(id: ${eventId}) { id } }`, token),
    ])
    for (const answer of answers) expect(answer.errors?.length).toBeGreaterThan(0)
    expect(await payload.findByID({ collection: 'audit-events', id: eventId })).toBeDefined()
  })

  it('only admins read it and export it as CSV', async () => {
    expect((await rest('GET', 'audit-events', {})).status).toBe(403)
    expect((await rest('GET', 'audit-events', { token: tokens.user })).status).toBe(403)
    expect((await rest('GET', 'audit-events', { token: tokens.admin })).status).toBe(200)
    expect((await rest('GET', 'audit-events/export', { token: tokens.user })).status).toBe(403)
    const csv = await rest('GET', 'audit-events/export?where[action][equals]=signInFailed', {
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
    })
    expect(csv.status).toBe(200)
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe(
      'time,action,action code,email,user,address,registry,collection,document,API key,detail',
    )
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.slice(1).every((line) => line.includes(',signInFailed,'))).toBe(true)
  })
})

describe('retention', () => {
  it('deletes the events older than the retention the settings give, and only those', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { auditRetentionMonths: 24 } })
    const old = await payload.create({
      collection: 'audit-events',
      data: { action: 'signIn', detail: 'old' },
      overrideAccess: true,
    })
    const recent = await payload.create({
      collection: 'audit-events',
      data: { action: 'signIn', detail: 'recent' },
      overrideAccess: true,
    })
    await payload.db.updateOne({
      collection: 'audit-events',
      id: old.id,
      data: { createdAt: '2024-11-26T00:00:00.000Z' },
    })
    await payload.db.updateOne({
      collection: 'audit-events',
      id: recent.id,
      data: { createdAt: '2024-11-28T00:00:00.000Z' },
    })
    const { deleted } = await deleteExpiredAuditEvents(payload, new Date('2026-11-27T00:00:00Z'))
    expect(deleted).toBeGreaterThanOrEqual(1)
    const left = await payload.find({
      collection: 'audit-events',
      where: { id: { in: [old.id, recent.id] } },
      overrideAccess: true,
    })
    expect(left.docs.map((doc) => doc.detail)).toEqual(['recent'])
  })
})
