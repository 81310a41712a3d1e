import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '@/seed'
import { tokensByRole, type Role } from '../helpers/accounts'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload
let tokens: Record<Role, string | undefined>
const created: { collection: CollectionSlug; id: number }[] = []

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

afterAll(async () => {
  // Newest first: a project points at the registries made before it.
  for (const { collection, id } of created.reverse())
    await payload.delete({ collection, id, overrideAccess: true })
})

const asAdmin = (
  method: 'POST' | 'PATCH',
  path: string,
  body: Record<string, unknown>,
  language = 'en',
) => rest(method, path, { token: tokens.admin, headers: { 'Accept-Language': language }, body })

async function createdDoc<T extends { id: number }>(
  collection: CollectionSlug,
  res: Response,
): Promise<T> {
  expect(res.status).toBe(201)
  const { doc } = (await res.json()) as { doc: T }
  created.push({ collection, id: doc.id })
  return doc
}

const count = (collection: CollectionSlug) =>
  payload.count({ collection, overrideAccess: true }).then(({ totalDocs }) => totalDocs)

describe('project years', () => {
  it('refuse an end year before the start year, in English and in Portuguese, and store nothing', async () => {
    const before = await count('projects')
    const body = { title: `Projeto ${Date.now()}`, startYear: 2020, endYear: 2018 }
    const en = await asAdmin('POST', 'projects', body)
    expect(en.status).toBe(400)
    expect(JSON.stringify(await en.json())).toContain(
      'The end year cannot be before the start year.',
    )
    const pt = await asAdmin('POST', 'projects', body, 'pt')
    expect(JSON.stringify(await pt.json())).toContain(
      'O ano de término não pode ser anterior ao ano de início.',
    )
    expect(await count('projects')).toBe(before)
  })

  it('accept the same year or a later one, and a start alone', async () => {
    for (const years of [
      { startYear: 2020, endYear: 2020 },
      { startYear: 2020, endYear: 2023 },
      { startYear: 2024 },
    ])
      await createdDoc(
        'projects',
        await asAdmin('POST', 'projects', { title: `Projeto ${Math.random()}`, ...years }),
      )
  })

  it('refuse a later start that would put the stored end before it', async () => {
    const project = await createdDoc<{ id: number }>(
      'projects',
      await asAdmin('POST', 'projects', {
        title: `Projeto ${Math.random()}`,
        startYear: 2016,
        endYear: 2019,
      }),
    )
    const res = await asAdmin('PATCH', `projects/${project.id}`, { startYear: 2021 })
    expect(res.status).toBe(400)
    const stored = await payload.findByID({ collection: 'projects', id: project.id })
    expect(stored.startYear).toBe(2016)
  })

  it('refuse a year outside a sensible range', async () => {
    const res = await asAdmin('POST', 'projects', {
      title: `Projeto ${Math.random()}`,
      startYear: 1850,
    })
    expect(res.status).toBe(400)
  })
})

describe('project links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/path'])(
    'refuse %s with the reason, in the admin language',
    async (url) => {
      const res = await asAdmin('POST', 'projects', {
        title: `Projeto ${Math.random()}`,
        links: [{ label: 'Protocolo', url }],
      })
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(
        'Use an http(s), mailto: or tel: address, or a path on this site.',
      )
    },
  )

  it('need an address', async () => {
    const res = await asAdmin('POST', 'projects', {
      title: `Projeto ${Math.random()}`,
      links: [{ label: 'Protocolo' }],
    })
    expect(res.status).toBe(400)
  })

  it('accept web addresses, e-mail and paths on this site', async () => {
    const links = [
      { label: 'Protocolo', url: 'https://example.org/protocolo' },
      { label: 'Tabelas', url: '/dados/tabelas-e-graficos' },
      { label: 'Contato', url: 'mailto:projeto@example.org' },
    ]
    const doc = await createdDoc<{ id: number; links: { url: string }[] }>(
      'projects',
      await asAdmin('POST', 'projects', { title: `Projeto ${Math.random()}`, links }),
    )
    expect(doc.links.map((link) => link.url)).toEqual(links.map((link) => link.url))
  })
})

describe('meeting links', () => {
  it.each(['operational-webinars', 'research-webinars'] as const)(
    '%s: refuse a recording that is no web address',
    async (collection) => {
      const res = await asAdmin('POST', collection, {
        name: 'Webinar',
        date: '2026-04-30',
        recordingUrl: 'javascript:alert(1)',
      })
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(
        'Enter an address starting with http:// or https://.',
      )
    },
  )

  it('annual meetings: refuse an online-meeting link that is no web address', async () => {
    const res = await asAdmin('POST', 'annual-meetings', {
      name: 'Encontro',
      startDate: '2026-11-25',
      onlineMeetingUrl: 'reuniao.example/sala',
    })
    expect(res.status).toBe(400)
  })
})

describe('event end date', () => {
  const event = (dates: Record<string, string | null>, language = 'en') =>
    asAdmin('POST', 'events', { name: `Evento ${Math.random()}`, ...dates }, language)

  it('is refused before the reference date, with the reason in the admin language', async () => {
    const before = await count('events')
    const en = await event({ referenceDate: '2026-03-10', endDate: '2026-03-09' })
    expect(en.status).toBe(400)
    expect(JSON.stringify(await en.json())).toContain(
      'The end date cannot be before the start date.',
    )
    const pt = await event({ referenceDate: '2026-03-10', endDate: '2026-03-09' }, 'pt')
    expect(JSON.stringify(await pt.json())).toContain(
      'A data de término não pode ser anterior à data de início.',
    )
    expect(await count('events')).toBe(before)
  })

  it('is refused before the display date, the first day visitors read', async () => {
    const res = await event({
      referenceDate: '2026-03-01',
      displayDate: '2026-03-12',
      endDate: '2026-03-11',
    })
    expect(res.status).toBe(400)
  })

  it('is accepted on the first day or later, and left blank', async () => {
    for (const endDate of ['2026-03-10', '2026-03-14', null, ''])
      await createdDoc('events', await event({ referenceDate: '2026-03-10', endDate }))
  })
})

describe('annual meeting end date', () => {
  it('is refused before the start date and accepted on it or later', async () => {
    const before = await count('annual-meetings')
    const meeting = (endDate: string) =>
      asAdmin('POST', 'annual-meetings', { name: 'Encontro', startDate: '2026-11-25', endDate })
    const res = await meeting('2026-11-24')
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(
      'The end date cannot be before the start date.',
    )
    expect(await count('annual-meetings')).toBe(before)
    await createdDoc('annual-meetings', await meeting('2026-11-25'))
    await createdDoc('annual-meetings', await meeting('2026-11-27'))
  })
})

describe('member registry contact and births', () => {
  let registryId: number

  beforeAll(async () => {
    const registry = await payload.create({
      collection: 'member-registries',
      data: {
        networkCode: `XX-RULES-${Date.now()}`,
        initials: 'REGRAS',
        country: 'UY',
        name: 'Registro das regras',
        coverage: 'hospital',
      },
      overrideAccess: true,
    })
    registryId = registry.id
    created.push({ collection: 'member-registries', id: registry.id })
  })

  it('starts active when nobody says otherwise', async () => {
    const registry = await payload.findByID({ collection: 'member-registries', id: registryId })
    expect(registry.status).toBe('active')
  })

  it.each(['not-an-email', 'registro@', 'registro example.org'])(
    'refuses the contact email %s and keeps the stored one',
    async (contactEmail) => {
      const res = await asAdmin('PATCH', `member-registries/${registryId}`, { contactEmail })
      expect(res.status).toBe(400)
      const errors = JSON.stringify(await res.json())
      expect(errors).toContain('contactEmail')
      const stored = await payload.findByID({ collection: 'member-registries', id: registryId })
      expect(stored.contactEmail ?? null).toBeNull()
    },
  )

  it('accepts a contact email', async () => {
    const res = await asAdmin('PATCH', `member-registries/${registryId}`, {
      contactEmail: 'contato@registro.example',
    })
    expect(res.status).toBe(200)
  })

  it('refuses two birth figures for the same year, with the reason', async () => {
    const res = await asAdmin('PATCH', `member-registries/${registryId}`, {
      coveredBirths: [
        { year: 2017, births: 1000 },
        { year: 2017, births: 1200 },
      ],
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('Each year can appear only once.')
  })

  it('keeps one birth figure per year', async () => {
    const res = await asAdmin('PATCH', `member-registries/${registryId}`, {
      coveredBirths: [
        { year: 2017, births: 1000 },
        { year: 2022, births: 900 },
      ],
    })
    expect(res.status).toBe(200)
    const stored = await payload.findByID({ collection: 'member-registries', id: registryId })
    expect(stored.coveredBirths?.map(({ year, births }) => [year, births])).toEqual([
      [2017, 1000],
      [2022, 900],
    ])
  })

  it('only admins change them', async () => {
    const res = await rest('PATCH', `member-registries/${registryId}`, {
      token: tokens.user,
      body: { contactEmail: 'outro@registro.example' },
    })
    expect(res.status).toBe(403)
  })
})

describe('official documents', () => {
  let registryId: number
  let document: number

  beforeAll(async () => {
    registryId = (
      await payload.find({ collection: 'member-registries', limit: 1, overrideAccess: true })
    ).docs[0]!.id
    document = (await payload.find({ collection: 'member-files', limit: 1, overrideAccess: true }))
      .docs[0]!.id
  })

  it('keep the registry of a signed term, also when another field changes', async () => {
    const term = await createdDoc<{ id: number; registry: number }>(
      'official-documents',
      await asAdmin('POST', 'official-documents?depth=0', {
        type: 'membership-letter',
        title: 'Carta assinada',
        date: '2024-05-05',
        registry: registryId,
        document,
      }),
    )
    expect(term.registry).toBe(registryId)
    await asAdmin('PATCH', `official-documents/${term.id}`, { title: 'Carta assinada (cópia)' })
    const stored = await payload.findByID({
      collection: 'official-documents',
      id: term.id,
      depth: 0,
    })
    expect(stored.registry).toBe(registryId)
  })

  it('drop the registry of any other document, and of a term that becomes one', async () => {
    const minutes = await createdDoc<{ id: number; registry: number | null }>(
      'official-documents',
      await asAdmin('POST', 'official-documents?depth=0', {
        type: 'assembly-minutes',
        title: 'Ata',
        registry: registryId,
        document,
      }),
    )
    expect(minutes.registry ?? null).toBeNull()
    const term = await createdDoc<{ id: number }>(
      'official-documents',
      await asAdmin('POST', 'official-documents', {
        type: 'membership-letter',
        title: 'Carta',
        registry: registryId,
        document,
      }),
    )
    await asAdmin('PATCH', `official-documents/${term.id}`, { type: 'other' })
    const stored = await payload.findByID({ collection: 'official-documents', id: term.id })
    expect(stored.registry ?? null).toBeNull()
  })
})

describe("users' institution", () => {
  const member = () =>
    payload
      .find({
        collection: 'users',
        where: { email: { equals: demoAccounts.member.email } },
        overrideAccess: true,
      })
      .then(({ docs }) => docs[0]!)

  it('is edited by the office and read by the member themself', async () => {
    const { id, institution } = await member()
    try {
      const res = await asAdmin('PATCH', `users/${id}`, { institution: 'Hospital de teste' })
      expect(res.status).toBe(200)
      const me = (await (await rest('GET', 'users/me', { token: tokens.user })).json()) as {
        user: { institution?: string }
      }
      expect(me.user.institution).toBe('Hospital de teste')
    } finally {
      await payload.update({ collection: 'users', id, data: { institution }, overrideAccess: true })
    }
  })

  it('is never read by visitors, nor by a member from another account', async () => {
    const admin = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: demoAccounts.admin.email } },
        overrideAccess: true,
      })
    ).docs[0]!
    expect((await rest('GET', `users/${admin.id}`)).status).toBe(403)
    const asMember = await rest('GET', `users/${admin.id}`, { token: tokens.user })
    expect(asMember.status).toBe(404)
  })

  it('is a column of the office list', () => {
    expect(payload.collections.users.config.admin.defaultColumns).toContain('institution')
  })
})
