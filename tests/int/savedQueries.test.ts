import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { deleteSavedQuery, listSavedQueries, saveQuery } from '@/lib/surveillance/data/savedQueries'
import { testPayload } from '../helpers/payload'
import { tokensByRole, type Role } from '../helpers/accounts'
import { graphql, login, rest } from '../helpers/rest'

type Doc = { id: number; name: string; query: string; owner: number | { id: number } }

let payload: Payload
let tokens: Record<Role | 'other', string | undefined>
const users: Record<'user' | 'admin' | 'other', User> = {} as never
const QUERY = 'malformation=3&registry=network&from=2020-01&to=2025-12&groupBy=year'
const otherAccount = {
  email: `consulta-${Math.random().toString(36).slice(2)}@example.org`,
  password: 'outra-Senha-123',
}

const ownerOf = (doc: Doc) => (typeof doc.owner === 'object' ? doc.owner.id : doc.owner)

async function create(role: Role | 'other', body: Record<string, unknown>) {
  return rest('POST', 'saved-queries', { token: tokens[role], body: { query: QUERY, ...body } })
}

async function createdId(role: 'user' | 'admin' | 'other', name: string): Promise<number> {
  const res = await create(role, { name })
  expect(res.status, name).toBe(201)
  return ((await res.json()) as { doc: Doc }).doc.id
}

const exists = async (id: number) =>
  (await payload.count({ collection: 'saved-queries', where: { id: { equals: id } } }))
    .totalDocs === 1

const byEmail = async (email: string) =>
  (
    await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).docs[0]!

beforeAll(async () => {
  payload = await testPayload()
  const other = await payload.create({
    collection: 'users',
    data: { name: 'Outra Pessoa', country: 'PE', roles: ['user'], ...otherAccount },
    overrideAccess: true,
    // A password of our own instead of the invitation's random one.
    context: { keepPassword: true },
  })
  tokens = {
    ...(await tokensByRole()),
    other: await login(otherAccount.email, otherAccount.password),
  }
  users.user = await byEmail('membro@relamc.example')
  users.admin = await byEmail('admin@relamc.example')
  users.other = other
})

afterAll(async () => {
  await payload.delete({
    collection: 'users',
    where: { email: { equals: otherAccount.email } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'saved-queries',
    where: { owner: { in: [users.user?.id, users.admin?.id].filter(Boolean) } },
    overrideAccess: true,
  })
})

describe('saved queries: anonymous visitors', () => {
  it('can neither list, read, create, change nor delete any', async () => {
    const id = await createdId('user', 'Visitante não vê')
    expect((await rest('GET', 'saved-queries')).status).toBe(403)
    expect((await rest('GET', `saved-queries/${id}`)).status).toBe(403)
    expect((await create('anonymous', { name: 'Anônima' })).status).toBe(403)
    expect((await rest('PATCH', `saved-queries/${id}`, { body: { name: 'x' } })).status).toBe(403)
    expect((await rest('DELETE', `saved-queries/${id}`)).status).toBe(403)
    expect(await exists(id)).toBe(true)
  })
})

describe('saved queries: members', () => {
  it('list and read only their own', async () => {
    const mine = await createdId('user', 'Minha espinha bífida')
    const theirs = await createdId('other', 'Da outra pessoa')
    const list = (await (await rest('GET', 'saved-queries', { token: tokens.user })).json()) as {
      docs: Doc[]
    }
    expect(list.docs.length).toBeGreaterThan(0)
    expect(list.docs.every((doc) => ownerOf(doc) === users.user.id)).toBe(true)
    expect(list.docs.map((doc) => doc.id)).toContain(mine)
    expect(list.docs.map((doc) => doc.id)).not.toContain(theirs)
    expect((await rest('GET', `saved-queries/${theirs}`, { token: tokens.user })).status).toBe(404)
    // Asked for by owner, someone else's are still not there.
    const asked = (await (
      await rest('GET', `saved-queries?where[owner][equals]=${users.other.id}`, {
        token: tokens.user,
      })
    ).json()) as { docs: Doc[] }
    expect(asked.docs).toEqual([])
  })

  it('through GraphQL too', async () => {
    await createdId('other', 'Outra, pelo GraphQL')
    const answer = await graphql(
      '{ SavedQueries(limit: 100) { docs { name owner { id } } } }',
      tokens.user,
    )
    const docs = (answer.data?.SavedQueries as { docs: { name: string; owner: { id: number } }[] })
      .docs
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => doc.owner.id === users.user.id)).toBe(true)
  })

  it('always own what they create, whatever owner they send', async () => {
    const res = await create('user', { name: 'Para outra pessoa?', owner: users.other.id })
    expect(res.status).toBe(201)
    expect(ownerOf(((await res.json()) as { doc: Doc }).doc)).toBe(users.user.id)
  })

  it('change and delete their own, never hand it over', async () => {
    const id = await createdId('user', 'Para mudar')
    const renamed = await rest('PATCH', `saved-queries/${id}`, {
      token: tokens.user,
      body: { name: 'Mudada', owner: users.other.id },
    })
    expect(renamed.status).toBe(200)
    const doc = ((await renamed.json()) as { doc: Doc }).doc
    expect(doc.name).toBe('Mudada')
    expect(ownerOf(doc)).toBe(users.user.id)
    expect((await rest('DELETE', `saved-queries/${id}`, { token: tokens.user })).status).toBe(200)
    expect(await exists(id)).toBe(false)
  })

  it('cannot change or delete anyone else’s', async () => {
    const theirs = await createdId('other', 'Intocável')
    const patched = await rest('PATCH', `saved-queries/${theirs}`, {
      token: tokens.user,
      body: { name: 'Tomada' },
    })
    // Payload answers 403 when the access rule's query leaves the document out.
    expect(patched.status).toBe(403)
    expect((await rest('DELETE', `saved-queries/${theirs}`, { token: tokens.user })).status).toBe(
      403,
    )
    const still = await payload.findByID({ collection: 'saved-queries', id: theirs })
    expect(still.name).toBe('Intocável')
  })

  it('save only queries the page can run, kept in one fixed form', async () => {
    const bad = await create('user', { name: 'Ruim', query: 'registry=network&groupBy=week' })
    expect(bad.status).toBe(400)
    const { errors } = (await bad.json()) as {
      errors: { data?: { errors?: { path: string }[] } }[]
    }
    expect(errors[0]!.data!.errors!.map((error) => error.path)).toEqual(['query'])
    const good = await create('user', {
      name: 'Fixa',
      query: '?groupBy=month&malformation=1&registry=network&notice=saved',
    })
    expect(good.status).toBe(201)
    expect(((await good.json()) as { doc: Doc }).doc.query).toBe(
      'malformation=1&registry=network&groupBy=month',
    )
  })
})

describe('saved queries: admins', () => {
  it('read, change and delete everyone’s, and may save one for a member', async () => {
    const members = await createdId('user', 'Do membro, para a secretaria')
    const theirs = await createdId('other', 'Da outra, para a secretaria')
    const list = (await (
      await rest('GET', 'saved-queries?limit=100', { token: tokens.admin })
    ).json()) as { docs: Doc[] }
    const owners = new Set(list.docs.map(ownerOf))
    expect(owners.has(users.user.id) && owners.has(users.other.id)).toBe(true)
    expect(
      (
        await rest('PATCH', `saved-queries/${members}`, {
          token: tokens.admin,
          body: { name: 'Renomeada pela secretaria' },
        })
      ).status,
    ).toBe(200)
    expect((await rest('DELETE', `saved-queries/${theirs}`, { token: tokens.admin })).status).toBe(
      200,
    )
    const forMember = await create('admin', { name: 'Feita para o membro', owner: users.user.id })
    expect(ownerOf(((await forMember.json()) as { doc: Doc }).doc)).toBe(users.user.id)
    const own = await create('admin', { name: 'Da secretaria' })
    expect(ownerOf(((await own.json()) as { doc: Doc }).doc)).toBe(users.admin.id)
  })
})

describe('saved queries: the page’s reads and writes', () => {
  it('replaces a query saved again under the same name, and lists the member’s own by name', async () => {
    const first = await saveQuery(payload, users.other, { name: ' Mensal ', query: QUERY })
    expect(first).toEqual({ outcome: 'saved', query: QUERY })
    const monthly = QUERY.replace('groupBy=year', 'groupBy=month')
    expect(
      (await saveQuery(payload, users.other, { name: 'Mensal', query: monthly })).outcome,
    ).toBe('saved')
    const list = await listSavedQueries(payload, users.other)
    expect(list.filter((item) => item.name === 'Mensal').map((item) => item.query)).toEqual([
      monthly,
    ])
    expect(list.map((item) => item.name)).toEqual([...list.map((item) => item.name)].sort())
  })

  it('refuses a blank name or a query the page cannot run', async () => {
    expect(await saveQuery(payload, users.other, { name: '  ', query: QUERY })).toEqual({
      outcome: 'nameRequired',
      query: QUERY,
    })
    expect(
      (await saveQuery(payload, users.other, { name: 'Ruim', query: 'groupBy=year' })).outcome,
    ).toBe('notSaved')
    expect(
      (await saveQuery(payload, users.other, { name: 'x'.repeat(101), query: QUERY })).outcome,
    ).toBe('notSaved')
  })

  it('deletes only the member’s own', async () => {
    const theirs = await createdId('user', 'Do membro, não da outra')
    expect(await deleteSavedQuery(payload, users.other, theirs)).toBe('notDeleted')
    expect(await exists(theirs)).toBe(true)
    expect(await deleteSavedQuery(payload, users.other, 'abc')).toBe('notDeleted')
    expect(await deleteSavedQuery(payload, users.user, String(theirs))).toBe('deleted')
    expect(await exists(theirs)).toBe(false)
  })

  it('go with their owner when the account is deleted', async () => {
    const leaving = await payload.create({
      collection: 'users',
      data: {
        name: 'De saída',
        country: 'UY',
        roles: ['user'],
        email: `saida-${Math.random().toString(36).slice(2)}@example.org`,
        password: 'saida-Senha-123',
      },
      overrideAccess: true,
    })
    await saveQuery(payload, leaving, { name: 'Última', query: QUERY })
    const res = await rest('DELETE', `users/${leaving.id}`, { token: tokens.admin })
    expect(res.status).toBe(200)
    const left = await payload.count({
      collection: 'saved-queries',
      where: { owner: { equals: leaving.id } },
    })
    expect(left.totalDocs).toBe(0)
  })
})
