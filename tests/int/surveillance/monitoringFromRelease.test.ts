import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { replaceAcceptedSemester } from '@/lib/surveillance/data/writeAccepted'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { testPayload } from '../../helpers/payload'
import { publishTestRelease, withdrawReleasesAfter } from '../../helpers/releases'
import { rest } from '../../helpers/rest'

/**
 * The network's monitoring for a reader without exact numbers (a visitor) is computed from the
 * months the latest release froze: an acceptance that changes the network's counts moves the
 * office's statistics at once and the visitor's not at all, until the office publishes. So no
 * pair of public monitoring answers differs by an acceptance, a return or a registry joining
 * (disclosure README). Two test registries report a test anomaly from 2015 to 2024, 20 cases a
 * month; then one registry's 2024 second semester is accepted again with 60 a month.
 */

let payload: Payload
let tokens: Record<Role, string | undefined>
const ANOMALY = 9931
const [A, B] = ['ZZ-MR-A', 'ZZ-MR-B']
const ids = { registries: new Map<string, number>(), malformation: 0 }
let releasedBefore = 0

const options = { overrideAccess: true, context: { disableRevalidate: true } } as const

async function acceptSemester(registry: string, year: number, semester: 1 | 2, cases: number) {
  const months = Array.from({ length: 6 }, (_, i) => i + 1 + (semester - 1) * 6)
  await replaceAcceptedSemester(await createLocalReq({}, payload), {
    registryId: ids.registries.get(registry)!,
    year,
    semester,
    submissionId: null,
    births: months.map((month) => ({ month, liveBirths: 9900, stillbirths: 100 })),
    cases: months.map((month) => ({ malformationId: ids.malformation, month, cases })),
  })
}

/** The trend and scan of the network for this anomaly, as `role` reads them. */
async function monitoring(role: Role) {
  const answers = []
  for (const path of [
    `trend?registry=network&malformation=${ANOMALY}&to=2024`,
    `scan?registry=network&malformation=${ANOMALY}&to=2024-12&months=24`,
  ]) {
    const res = await rest('GET', `surveillance/monitoring/${path}`, { token: tokens[role] })
    expect(res.status, path).toBe(200)
    answers.push(((await res.json()) as { result: unknown }).result)
  }
  return answers
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const malformation = await payload.create({
    collection: 'malformations',
    locale: 'pt',
    data: { number: ANOMALY, icd10: 'Q89.7', name: `Monitoramento publicado ${ANOMALY}` },
    ...options,
  })
  ids.malformation = malformation.id
  for (const code of [A, B]) {
    const doc = await payload.create({
      collection: 'member-registries',
      locale: 'pt',
      data: { networkCode: code, initials: code, country: 'PE', coverage: 'hospital', name: code },
      ...options,
    })
    ids.registries.set(code, doc.id)
  }
  for (const code of [A, B])
    for (let year = 2015; year <= 2024; year++)
      for (const semester of [1, 2] as const) await acceptSemester(code, year, semester, 20)
  releasedBefore = (await publishTestRelease(tokens.admin!)).number - 1
}, 300_000)

afterAll(async () => {
  await withdrawReleasesAfter(payload, releasedBefore)
  const mine = { registry: { in: [...ids.registries.values()] } }
  for (const collection of ['surveillance-cases', 'surveillance-births'] as const)
    await payload.delete({ collection, where: mine, ...options })
  await payload.delete({
    collection: 'member-registries',
    where: { id: { in: [...ids.registries.values()] } },
    ...options,
  })
  await payload.delete({ collection: 'malformations', id: ids.malformation, ...options })
})

describe("the network's monitoring for a visitor", () => {
  it('moves only when the office publishes, never with an acceptance', async () => {
    const [visitorBefore, officeBefore] = [await monitoring('anonymous'), await monitoring('admin')]
    // A's 2024 second semester triples: the office's trend and scan see it at once.
    await acceptSemester(A, 2024, 2, 60)
    const [visitorAfter, officeAfter] = [await monitoring('anonymous'), await monitoring('admin')]
    expect(officeAfter).not.toEqual(officeBefore)
    // The visitor's answers are the same as before, to the last digit.
    expect(visitorAfter).toEqual(visitorBefore)

    // Published: the visitor's statistics now come from the new months, as the office's do.
    await publishTestRelease(tokens.admin!)
    const [visitorPublished, officePublished] = [
      await monitoring('anonymous'),
      await monitoring('admin'),
    ]
    expect(visitorPublished).not.toEqual(visitorBefore)
    const [trend, scan] = visitorPublished as [
      { trend: { pValue: number } },
      { cluster: { pValue: number; firstMonth: string; lastMonth: string } },
    ]
    const [officeTrend, officeScan] = officePublished as typeof visitorPublished &
      [
        { trend: { pValue: number } },
        { cluster: { pValue: number; firstMonth: string; lastMonth: string } },
      ]
    expect(trend.trend.pValue).toBe(officeTrend.trend.pValue)
    expect([scan.cluster.firstMonth, scan.cluster.lastMonth]).toEqual([
      officeScan.cluster.firstMonth,
      officeScan.cluster.lastMonth,
    ])
  })
})
