import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replaceAcceptedSemester } from '@/lib/surveillance/data/writeAccepted'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { testPayload } from '../../helpers/payload'
import { publishTestRelease, withdrawReleasesAfter } from '../../helpers/releases'
import { rest } from '../../helpers/rest'

/**
 * The office's releases of the public figures: who may publish, what a release freezes, and what
 * a visitor reads before the first one. One test registry reports one test anomaly in 1991.
 */

let payload: Payload
let tokens: Record<Role, string | undefined>
const CODE = 'ZZ-REL-A'
const ANOMALY = 9821
const ids: { registry?: number; malformation?: number } = {}
const options = { overrideAccess: true, context: { disableRevalidate: true } } as const

async function acceptYear(cases: number) {
  const req = await createLocalReq({}, payload)
  for (const semester of [1, 2] as const) {
    const months = Array.from({ length: 6 }, (_, i) => i + 1 + (semester - 1) * 6)
    await replaceAcceptedSemester(req, {
      registryId: ids.registry!,
      year: 1991,
      semester,
      submissionId: null,
      births: months.map((month) => ({ month, liveBirths: 1000, stillbirths: 0 })),
      cases: months.map((month) => ({
        malformationId: ids.malformation!,
        month,
        cases: month === months[0] ? cases : 0,
      })),
    })
  }
}

type Row = { registry: string; period: string; cases: number | null; suppressed: boolean }
async function visitorReads() {
  const res = await rest(
    'GET',
    `surveillance/prevalence?malformation=${ANOMALY}&registry=${CODE}&groupBy=semester`,
  )
  expect(res.status).toBe(200)
  return (await res.json()) as { rows: Row[]; release: { number: number } | null }
}
const countOf = (rows: Row[], period: string) => rows.find((row) => row.period === period)?.cases

const releaseCount = async () =>
  (await payload.count({ collection: 'surveillance-releases', overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  ids.malformation = (
    await payload.create({
      collection: 'malformations',
      locale: 'pt',
      data: { number: ANOMALY, icd10: 'Q89.8', name: 'Anomalia das publicações' },
      ...options,
    })
  ).id
  ids.registry = (
    await payload.create({
      collection: 'member-registries',
      locale: 'pt',
      data: { networkCode: CODE, initials: CODE, country: 'CL', coverage: 'hospital', name: CODE },
      ...options,
    })
  ).id
  await acceptYear(7)
}, 120_000)

afterAll(async () => {
  const mine = { registry: { equals: ids.registry } }
  for (const collection of ['surveillance-cases', 'surveillance-births'] as const)
    await payload.delete({ collection, where: mine, ...options })
  await payload.delete({ collection: 'member-registries', id: ids.registry!, ...options })
  await payload.delete({ collection: 'malformations', id: ids.malformation!, ...options })
})

describe('POST /api/surveillance/releases', () => {
  it('refuses visitors (401) and members (403), publishing nothing', async () => {
    const before = await releaseCount()
    const anonymous = await rest('POST', 'surveillance/releases', { locale: 'en' })
    expect(anonymous.status).toBe(401)
    const member = await rest('POST', 'surveillance/releases', { token: tokens.user, locale: 'es' })
    expect(member.status).toBe(403)
    expect(((await member.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      /\S/,
    )
    expect(await releaseCount()).toBe(before)
  })

  it('lets no one create, change or delete a release or read its exact tables through the API', async () => {
    const { docs } = await payload.find({
      collection: 'surveillance-releases',
      limit: 1,
      overrideAccess: true,
    })
    const id = docs[0]!.id
    for (const role of ['user', 'admin'] as const) {
      const token = tokens[role]
      const body = { number: 999, publishedAt: new Date().toISOString(), suppressionThreshold: 0 }
      expect((await rest('POST', 'surveillance-releases', { token, body })).status).toBe(403)
      expect((await rest('PATCH', `surveillance-releases/${id}`, { token, body })).status).toBe(403)
      expect((await rest('DELETE', `surveillance-releases/${id}`, { token })).status).toBe(403)
      expect((await rest('GET', 'surveillance-release-tables', { token })).status).toBe(403)
    }
    // When and by which number the figures were published is public; who published them is not.
    const list = await rest('GET', 'surveillance-releases?depth=0')
    expect(list.status).toBe(200)
    const shown = ((await list.json()) as { docs: Record<string, unknown>[] }).docs
    expect(shown.length).toBeGreaterThan(0)
    for (const release of shown) {
      expect(release).toHaveProperty('number')
      expect(release).toHaveProperty('publishedAt')
      expect(release).not.toHaveProperty('publishedBy')
    }
    const forAdmin = await rest('GET', 'surveillance-releases?depth=0', { token: tokens.admin })
    const adminShown = ((await forAdmin.json()) as { docs: Record<string, unknown>[] }).docs
    expect(adminShown[0]).toHaveProperty('publishedBy')
  })

  it('publishes a new numbered release for admins, in the audit log, and visitors read it', async () => {
    const before = (await visitorReads()).release!.number
    // SQLite may give a deleted release's id to this one: only events from now on are its own.
    const since = new Date().toISOString()
    const release = await publishTestRelease(tokens.admin!)
    expect(release.number).toBe(before + 1)
    const { docs: events } = await payload.find({
      collection: 'audit-events',
      where: {
        action: { equals: 'releasePublished' },
        documentId: { equals: String(release.id) },
        createdAt: { greater_than_equal: since },
      },
      depth: 0,
      overrideAccess: true,
    })
    expect(events).toHaveLength(1)
    const read = await visitorReads()
    expect(read.release!.number).toBe(release.number)
    expect(countOf(read.rows, '1991-S1')).toBe(7)
  })
})

describe('public figures change only when the office publishes', () => {
  it('keeps the released numbers after an acceptance until the next release', async () => {
    expect(countOf((await visitorReads()).rows, '1991-S1')).toBe(7)
    await acceptYear(9)
    // Admins see the accepted data at once; visitors the release.
    const exact = await rest(
      'GET',
      `surveillance/prevalence?malformation=${ANOMALY}&registry=${CODE}&groupBy=semester`,
      { token: tokens.admin },
    )
    expect(countOf(((await exact.json()) as { rows: Row[] }).rows, '1991-S1')).toBe(9)
    expect(countOf((await visitorReads()).rows, '1991-S1')).toBe(7)
    await publishTestRelease(tokens.admin!)
    expect(countOf((await visitorReads()).rows, '1991-S1')).toBe(9)
  })

  it('shows no count before the first release, and says so', async () => {
    await withdrawReleasesAfter(payload, 0)
    try {
      const read = await visitorReads()
      expect(read.release).toBeNull()
      expect(read.rows.length).toBeGreaterThan(0)
      for (const row of read.rows) expect(row).toMatchObject({ cases: null, suppressed: true })
    } finally {
      // The next tests of this run find the figures published again.
      await publishTestRelease(tokens.admin!)
    }
  })
})
