import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../helpers/payload'
import { graphql, rest } from '../helpers/rest'
import { tokensByRole, type Role } from '../helpers/accounts'
import { uploadForm } from '../helpers/files'

type Operation = 'read' | 'create' | 'update' | 'delete'
type Rule = Record<Operation, Role[]>

const everyone: Role[] = ['anonymous', 'user', 'admin']
const members: Role[] = ['user', 'admin']
const admins: Role[] = ['admin']
const publicContent: Rule = { read: everyone, create: admins, update: admins, delete: admins }
const membersContent: Rule = { read: members, create: admins, update: admins, delete: admins }

let payload: Payload
let tokens: Record<Role, string | undefined>
let registryId: number | string
let memberFileId: number | string

/** What each collection lets each role do, and a valid document to try it with. */
const matrix: Record<
  string,
  { rule: Rule; data: () => Record<string, unknown>; upload?: boolean }
> = {
  events: { rule: publicContent, data: () => ({ name: 'Evento', referenceDate: '2026-05-01' }) },
  coordinations: { rule: publicContent, data: () => ({ name: 'Coordenação', startYear: 2024 }) },
  'operational-webinars': {
    rule: publicContent,
    data: () => ({ name: 'Webinar', date: '2026-04-30' }),
  },
  'research-webinars': {
    rule: publicContent,
    data: () => ({ name: 'Webinar', date: '2026-04-30' }),
  },
  'annual-meetings': {
    rule: publicContent,
    data: () => ({ name: 'Encontro', startDate: '2026-11-25' }),
  },
  projects: { rule: publicContent, data: () => ({ title: `Projeto ${Math.random()}` }) },
  announcements: { rule: publicContent, data: () => ({ title: 'Informe', date: '2026-01-01' }) },
  resources: { rule: publicContent, data: () => ({ title: 'Recurso' }) },
  'publication-queries': {
    rule: publicContent,
    data: () => ({ group: 'others', subgroup: 'Outros', query: 'birth defects' }),
  },
  'network-publications': { rule: publicContent, data: () => ({ citation: 'Citação' }) },
  'registry-publications': {
    rule: publicContent,
    data: () => ({ citation: 'Citação', registry: registryId }),
  },
  'accumulated-data': { rule: publicContent, data: () => ({ name: 'Dados' }) },
  'member-registries': {
    rule: publicContent,
    data: () => ({
      networkCode: `T-${Math.random().toString(36).slice(2, 8)}`,
      initials: 'T',
      country: 'BR',
      name: 'Teste',
      coverage: 'hospital',
    }),
  },
  manuals: { rule: membersContent, data: () => ({ title: 'Manual', document: memberFileId }) },
  forms: { rule: membersContent, data: () => ({ title: 'Formulário', document: memberFileId }) },
  'form-updates': {
    rule: membersContent,
    data: () => ({ title: 'Atualização', date: '2026-01-01' }),
  },
  'official-documents': {
    rule: membersContent,
    data: () => ({ type: 'other', title: 'Documento', document: memberFileId }),
  },
  media: { rule: publicContent, data: () => ({ alt: 'Arquivo' }), upload: true },
  'member-files': { rule: membersContent, data: () => ({ title: 'Arquivo' }), upload: true },
  'contact-messages': {
    rule: { read: admins, create: admins, update: admins, delete: admins },
    data: () => ({
      name: 'Ana',
      email: `ana-${Math.random().toString(36).slice(2)}@example.org`,
      subject: 'Dúvida',
      message: 'Olá',
    }),
  },
}

async function createAsAdmin(slug: string): Promise<string | number> {
  const spec = matrix[slug]!
  const res = spec.upload
    ? await rest('POST', slug, { token: tokens.admin, form: uploadForm(spec.data()) })
    : await rest('POST', slug, { token: tokens.admin, body: spec.data() })
  const json = (await res.json()) as { doc?: { id: string | number } }
  if (res.status !== 201 || !json.doc)
    throw new Error(`fixture ${slug}: ${res.status} ${JSON.stringify(json)}`)
  return json.doc.id
}

const allowed = (ok: boolean, status: number) => (ok ? status : 403)

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const registry = await payload.create({
    collection: 'member-registries',
    data: {
      networkCode: 'MATRIX',
      initials: 'MX',
      country: 'MX',
      name: 'Matriz',
      coverage: 'hospital',
    },
    overrideAccess: true,
  })
  registryId = registry.id
  memberFileId = await createAsAdmin('member-files')
})

describe.each(Object.keys(matrix))('%s', (slug) => {
  const spec = matrix[slug]!
  describe.each(everyone)('as %s', (role) => {
    it('read', async () => {
      const res = await rest('GET', `${slug}?limit=1`, { token: tokens[role] })
      expect(res.status).toBe(allowed(spec.rule.read.includes(role), 200))
    })

    it('create', async () => {
      const res = spec.upload
        ? await rest('POST', slug, { token: tokens[role], form: uploadForm(spec.data()) })
        : await rest('POST', slug, { token: tokens[role], body: spec.data() })
      expect(res.status).toBe(allowed(spec.rule.create.includes(role), 201))
    })

    it('update', async () => {
      const id = await createAsAdmin(slug)
      const field = slug === 'contact-messages' ? { status: 'read' } : {}
      const res = await rest('PATCH', `${slug}/${id}`, { token: tokens[role], body: field })
      expect(res.status).toBe(allowed(spec.rule.update.includes(role), 200))
    })

    it('delete', async () => {
      const id = await createAsAdmin(slug)
      const res = await rest('DELETE', `${slug}/${id}`, { token: tokens[role] })
      expect(res.status).toBe(allowed(spec.rule.delete.includes(role), 200))
      const stillThere = await payload.count({
        collection: slug as 'events',
        where: { id: { equals: id } },
        overrideAccess: true,
      })
      expect(stillThere.totalDocs).toBe(spec.rule.delete.includes(role) ? 0 : 1)
    })
  })
})

describe('members-only file URLs', () => {
  it('serves a member file only to a session, direct URL included', async () => {
    const file = await payload.findByID({
      collection: 'member-files',
      id: memberFileId,
      overrideAccess: true,
    })
    const path = `member-files/file/${encodeURIComponent(file.filename!)}`
    expect((await rest('GET', path)).status).toBe(403)
    expect((await rest('GET', path, { token: tokens.user })).status).toBe(200)
    expect((await rest('GET', path, { token: tokens.admin })).status).toBe(200)
  })

  it('serves public media to anyone', async () => {
    const id = await createAsAdmin('media')
    const file = await payload.findByID({ collection: 'media', id, overrideAccess: true })
    expect((await rest('GET', `media/file/${encodeURIComponent(file.filename!)}`)).status).toBe(200)
  })
})

describe('globals', () => {
  it.each(['footer', 'site-settings'])('%s: everyone reads, only admins update', async (slug) => {
    for (const role of everyone) {
      expect((await rest('GET', `globals/${slug}`, { token: tokens[role] })).status).toBe(200)
      const res = await rest('POST', `globals/${slug}`, { token: tokens[role], body: {} })
      expect(res.status).toBe(role === 'admin' ? 200 : 403)
    }
  })
})

describe('edit locks (payload-locked-documents)', () => {
  const userId = async (role: 'user' | 'admin') => {
    const res = await rest('GET', 'users/me', { token: tokens[role] })
    return ((await res.json()) as { user: { id: number | string } }).user.id
  }
  const lockBody = async (eventId: number | string, role: 'user' | 'admin') => ({
    document: { relationTo: 'events' as const, value: Number(eventId) },
    user: { relationTo: 'users' as const, value: Number(await userId(role)) },
  })
  const lockCount = async (eventId: number | string) =>
    (
      await payload.count({
        collection: 'payload-locked-documents',
        where: { 'document.value': { equals: eventId } },
        overrideAccess: true,
      })
    ).totalDocs
  const lockAs = async (role: 'user' | 'admin', eventId: number | string) =>
    (
      await payload.create({
        collection: 'payload-locked-documents',
        data: await lockBody(eventId, role),
        overrideAccess: true,
      })
    ).id

  it("refuses a member's lock in an admin's name, over REST and GraphQL", async () => {
    const eventId = await createAsAdmin('events')
    const res = await rest('POST', 'payload-locked-documents', {
      token: tokens.user,
      body: await lockBody(eventId, 'admin'),
    })
    expect(res.status).toBe(403)
    const adminId = JSON.stringify(await userId('admin'))
    const answer = await graphql(
      `mutation { createPayloadLockedDocument(data: { document: { relationTo: events, value: ${JSON.stringify(eventId)} }, user: { relationTo: users, value: ${adminId} } }) { id } }`,
      tokens.user,
    )
    expect(answer.errors?.[0]?.extensions?.statusCode, JSON.stringify(answer)).toBe(403)
    expect(await lockCount(eventId)).toBe(0)
  })

  it("refuses a member removing, taking over or listing an admin's lock", async () => {
    const eventId = await createAsAdmin('events')
    const lockId = await lockAs('admin', eventId)
    const path = `payload-locked-documents/${lockId}`
    expect([403, 404]).toContain((await rest('DELETE', path, { token: tokens.user })).status)
    const takeOver = await rest('PATCH', path, {
      token: tokens.user,
      body: { user: { relationTo: 'users', value: await userId('user') } },
    })
    expect([403, 404]).toContain(takeOver.status)
    const list = await rest('GET', 'payload-locked-documents?limit=100', { token: tokens.user })
    const ids = ((await list.json()) as { docs: { id: unknown }[] }).docs.map((doc) => doc.id)
    expect(ids).not.toContain(lockId)
    const lock = await payload.findByID({
      collection: 'payload-locked-documents',
      id: lockId,
      depth: 0,
      overrideAccess: true,
    })
    expect(lock.user).toEqual({ relationTo: 'users', value: await userId('admin') })
  })

  it('lets a member remove a lock in their own name', async () => {
    const eventId = await createAsAdmin('events')
    const lockId = await lockAs('user', eventId)
    const res = await rest('DELETE', `payload-locked-documents/${lockId}`, { token: tokens.user })
    expect(res.status).toBe(200)
    expect(await lockCount(eventId)).toBe(0)
  })

  it('still lets an admin lock, take over and release as the admin panel does', async () => {
    const eventId = await createAsAdmin('events')
    const created = await rest('POST', 'payload-locked-documents', {
      token: tokens.admin,
      body: await lockBody(eventId, 'admin'),
    })
    expect(created.status).toBe(201)
    const memberLock = await lockAs('user', eventId)
    const takeOver = await rest('PATCH', `payload-locked-documents/${memberLock}`, {
      token: tokens.admin,
      body: { user: { relationTo: 'users', value: await userId('admin') } },
    })
    expect(takeOver.status).toBe(200)
    const listed = await rest(
      'GET',
      `payload-locked-documents?where[document.value][equals]=${eventId}`,
      { token: tokens.admin },
    )
    const docs = ((await listed.json()) as { docs: { id: number | string }[] }).docs
    expect(docs).toHaveLength(2)
    for (const doc of docs)
      expect(
        (await rest('DELETE', `payload-locked-documents/${doc.id}`, { token: tokens.admin }))
          .status,
      ).toBe(200)
    expect(await lockCount(eventId)).toBe(0)
  })
})
