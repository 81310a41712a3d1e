import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { loadCaseDefinitions } from '@/lib/surveillance/data/loadCaseDefinitions'
import { recomputeCaseCounts } from '@/lib/surveillance/data/recomputeCaseCounts'
import { defaultMinorCodes } from '@/lib/surveillance/caseRecords/defaultLists'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>
let heartId: number | string
const created: (number | string)[] = []
const startedAt = new Date().toISOString()

const malformationId = async (number: number) => {
  const { docs } = await payload.find({
    collection: 'malformations',
    where: { number: { equals: number } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error(`the seed has no malformation ${number}`)
  return docs[0].id
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  heartId = await malformationId(4)
})

afterAll(async () => {
  await payload.delete({
    collection: 'anomaly-definitions',
    where: { id: { in: created } },
    overrideAccess: true,
  })
  // The lists back as the seed left them: the defaults.
  await payload.updateGlobal({
    slug: 'case-classification',
    data: { minorCodes: defaultMinorCodes },
    overrideAccess: true,
  })
  // The changes above queued recomputes: done here once, on the restored definitions, in case
  // one ran while a test version was in force; then the queued ones have nothing left to do,
  // nor the monitoring runs the recompute queues.
  await recomputeCaseCounts(payload, { from: null, user: null, reason: 'test cleanup' })
  await payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { in: ['recomputeCaseCounts', 'monitorAcceptedSubmission'] } },
        { createdAt: { greater_than_equal: startedAt } },
      ],
    },
    overrideAccess: true,
  })
})

describe('loadCaseDefinitions on the seeded demo', () => {
  it("reads version '1' of every demo anomaly, from its ICD-10 field, with the hierarchy", async () => {
    const { definitionsFor } = await loadCaseDefinitions(payload)
    const inForce = definitionsFor('2020-06-15')
    // The demo has 18 anomalies, numbered 1–18, each with one version since 1900.
    expect(inForce.map((definition) => definition.malformation).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 18 }, (_, index) => index + 1),
    )
    const byNumber = new Map(inForce.map((definition) => [definition.malformation, definition]))
    // Heart defects 'Q20-Q26'; anotia/microtia 'Q16.0, Q17.2'; spina bifida yields to
    // anencephaly (10) and encephalocele (11).
    expect(byNumber.get(4)).toEqual({
      malformation: 4,
      version: '1',
      validFrom: '1900-01-01',
      include: [{ from: 'Q20', to: 'Q26' }],
      exclude: [],
      yieldsTo: [],
    })
    expect(byNumber.get(12)?.include).toEqual([
      { from: 'Q160', to: 'Q160' },
      { from: 'Q172', to: 'Q172' },
    ])
    expect([...(byNumber.get(3)?.yieldsTo ?? [])].sort((a, b) => a - b)).toEqual([10, 11])
  })

  it('marks the seeded versions as demonstration definitions', async () => {
    const { docs } = await payload.find({
      collection: 'anomaly-definitions',
      where: { version: { equals: '1' } },
      locale: 'en',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    expect(docs.length).toBeGreaterThanOrEqual(18)
    for (const doc of docs) expect(doc.note).toMatch(/^Demonstration definition/)
  })

  it('reads the lists as their defaults while the office has not changed them', async () => {
    const { lists, codeExists, sexSpecific } = await loadCaseDefinitions(payload)
    expect(lists.chromosomal).toEqual([{ from: 'Q90', to: 'Q99' }])
    expect(lists.systems).toHaveLength(10)
    expect(lists.systems[0]).toEqual({ system: 'nervous', codes: [{ from: 'Q00', to: 'Q07' }] })
    // Q05.9 is in the Q chapter; Q94 does not exist; A00.0 is outside the list.
    expect(codeExists('Q059')).toBe(true)
    expect(codeExists('Q94')).toBe(false)
    expect(codeExists('A000')).toBe(false)
    expect(sexSpecific.male).toEqual([{ from: 'Q53', to: 'Q55' }])
    expect(sexSpecific.female).toEqual([{ from: 'Q50', to: 'Q52' }])
  })

  it('uses a new version from its first day on, the old one before', async () => {
    const res = await rest('POST', 'anomaly-definitions', {
      token: tokens.admin,
      body: {
        malformation: heartId,
        version: '2030-1',
        validFrom: '2030-01-01T12:00:00.000Z',
        include: 'Q20-Q26',
        exclude: 'Q25.0',
      },
    })
    expect(res.status).toBe(201)
    created.push(((await res.json()) as { doc: { id: number | string } }).doc.id)
    const { definitionsFor } = await loadCaseDefinitions(payload)
    const heart = (date: string) => definitionsFor(date).find((d) => d.malformation === 4)
    expect(heart('2029-12-31')?.version).toBe('1')
    expect(heart('2030-01-01')).toMatchObject({
      version: '2030-1',
      exclude: [{ from: 'Q250', to: 'Q250' }],
    })
  })

  it('reads a list the office changed', async () => {
    const res = await rest('POST', 'globals/case-classification', {
      token: tokens.admin,
      body: { minorCodes: 'Q17.0' },
    })
    expect(res.status).toBe(200)
    const { lists } = await loadCaseDefinitions(payload)
    expect(lists.minor).toEqual([{ from: 'Q170', to: 'Q170' }])
  })

  it('refuses an organ system listed twice, in the reader’s language, and keeps the lists', async () => {
    const res = await rest('POST', 'globals/case-classification', {
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
      body: {
        systems: [
          { system: 'nervous', codes: 'Q00-Q07' },
          { system: 'nervous', codes: 'Q10-Q18' },
        ],
      },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('Each system appears once only.')
    const { lists } = await loadCaseDefinitions(payload)
    expect(lists.systems).toHaveLength(10)
  })
})

describe('who edits the definitions', () => {
  // Each body a version of its own: its own name and first day.
  let next = 0
  const body = () => ({
    malformation: heartId,
    version: `access-${++next}`,
    validFrom: `${2030 + next}-01-01T12:00:00.000Z`,
    include: 'Q20-Q26',
  })
  const seededHeart = async () => {
    const { docs } = await payload.find({
      collection: 'anomaly-definitions',
      where: { and: [{ malformation: { equals: heartId } }, { version: { equals: '1' } }] },
      depth: 0,
      overrideAccess: true,
    })
    if (!docs[0]) throw new Error('the seed has no heart defects definition')
    return docs[0]
  }

  it.each(['anonymous', 'user', 'admin'] as const)(
    '%s reads them (public methodology)',
    async (role) => {
      const res = await rest('GET', 'anomaly-definitions?limit=100', { token: tokens[role] })
      expect(res.status).toBe(200)
      expect(((await res.json()) as { totalDocs: number }).totalDocs).toBeGreaterThanOrEqual(18)
      expect(
        (await rest('GET', 'globals/case-classification', { token: tokens[role] })).status,
      ).toBe(200)
    },
  )

  it.each(['anonymous', 'user'] as const)(
    '%s creates, changes and deletes nothing',
    async (role) => {
      const before = await payload.count({
        collection: 'anomaly-definitions',
        overrideAccess: true,
      })
      expect(
        (await rest('POST', 'anomaly-definitions', { token: tokens[role], body: body() })).status,
      ).toBe(403)
      const heart = await seededHeart()
      const patch = await rest('PATCH', `anomaly-definitions/${heart.id}`, {
        token: tokens[role],
        body: { include: 'Q20' },
      })
      expect(patch.status).toBe(403)
      expect(
        (await rest('DELETE', `anomaly-definitions/${heart.id}`, { token: tokens[role] })).status,
      ).toBe(403)
      const global = await rest('POST', 'globals/case-classification', {
        token: tokens[role],
        body: { chromosomalCodes: 'Q90' },
      })
      expect(global.status).toBe(403)
      expect(
        (await payload.count({ collection: 'anomaly-definitions', overrideAccess: true }))
          .totalDocs,
      ).toBe(before.totalDocs)
      expect((await seededHeart()).include).toBe('Q20-Q26')
      const { lists } = await loadCaseDefinitions(payload)
      expect(lists.chromosomal).toEqual([{ from: 'Q90', to: 'Q99' }])
    },
  )

  it('admin creates, changes and deletes one', async () => {
    const res = await rest('POST', 'anomaly-definitions', { token: tokens.admin, body: body() })
    expect(res.status).toBe(201)
    const id = ((await res.json()) as { doc: { id: number | string } }).doc.id
    created.push(id)
    const patch = await rest('PATCH', `anomaly-definitions/${id}`, {
      token: tokens.admin,
      body: { exclude: 'Q25.0' },
    })
    expect(patch.status).toBe(200)
    const stored = await payload.findByID({
      collection: 'anomaly-definitions',
      id,
      overrideAccess: true,
    })
    expect(stored.exclude).toBe('Q25.0')
    expect(
      (await rest('DELETE', `anomaly-definitions/${id}`, { token: tokens.admin })).status,
    ).toBe(200)
    const left = await payload.count({
      collection: 'anomaly-definitions',
      where: { id: { equals: id } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
  })

  it('refuses, with a translated message, a code list that is not ICD-10 and a version twice', async () => {
    const bad = await rest('POST', 'anomaly-definitions', {
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
      body: { ...body(), include: 'Q20-Q26, heart' },
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain(
      'Enter ICD-10 codes such as Q02, Q00.0 or Q20-Q26, separated by commas.',
    )
    const twice = await rest('POST', 'anomaly-definitions', {
      token: tokens.admin,
      headers: { 'Accept-Language': 'es' },
      body: { ...body(), version: '1' },
    })
    expect(twice.status).toBe(400)
    expect(JSON.stringify(await twice.json())).toContain(
      'Esta anomalía ya tiene una versión con este nombre.',
    )
    const versions = await payload.count({
      collection: 'anomaly-definitions',
      where: { and: [{ malformation: { equals: heartId } }, { version: { equals: '1' } }] },
      overrideAccess: true,
    })
    expect(versions.totalDocs).toBe(1)
  })
})
