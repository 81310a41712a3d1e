import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { recomputeCaseCounts } from '@/lib/surveillance/data/recomputeCaseCounts'
import { loadStatusGrid } from '@/lib/surveillance/data/submissionStatusGrid'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>
let registry: number | string
let heartId: number | string
/** The version this file adds to the heart defects (no. 4): Q25.0 left out from April 1983. */
let definitionId: number | string | null = null
const jobs: (number | string)[] = []
const acceptAnswers: { definitionVersions?: unknown }[] = []
const fileStarted = new Date().toISOString()
/** When the first recompute job ran: the monitoring it queued is what came after. */
let recomputedAt = ''

/** Semesters no demo data uses: 1980/2 wholly before the new version, 1983/1 across it. */
const EARLY = { year: 1980, semester: 2 }
const ACROSS = { year: 1983, semester: 1 }
const VALID_FROM = '1983-04-01'
const VERSION = 'test-sem-Q25.0'

const record = (caseId: string, month: number, codes: string[], outcome = 'live-birth') => ({
  caseId,
  month,
  outcome,
  codes,
  sex: 'male',
  plurality: 1,
  gestationalWeeks: 38,
  birthWeight: 3100,
  prenatalDiagnosis: 'no',
  diagnosisWeeks: null,
  maternalAge: 30,
})

/**
 * Q25.0 (patent ductus arteriosus) and Q21.0 (ventricular septal defect) are both heart defects
 * (no. 4, Q20–Q26) under version '1'. From April 1983 the new version excludes Q25.0.
 */
const semesters = [
  {
    ...EARLY,
    months: [7, 8, 9, 10, 11, 12],
    cases: [record('AR80-01', 9, ['Q25.0'])],
  },
  {
    ...ACROSS,
    months: [1, 2, 3, 4, 5, 6],
    cases: [
      record('AR83-01', 1, ['Q25.0']),
      record('AR83-02', 2, ['Q25.0'], 'fetal-death'),
      // After April 1st: Q25.0 alone no longer counts; with Q21.0 the case still does.
      record('AR83-03', 4, ['Q25.0']),
      record('AR83-04', 4, ['Q25.0', 'Q21.0']),
      record('AR83-05', 5, ['Q21.0'], 'fetal-death'),
    ],
  },
]

/** Heart defects by month, counted by hand from the cases above under each definition. */
const before = { '1980-09': 1, '1983-01': 1, '1983-02': 1, '1983-04': 2, '1983-05': 1 }
const after = { '1980-09': 1, '1983-01': 1, '1983-02': 1, '1983-04': 1, '1983-05': 1 }
const allMonths = [
  ...['07', '08', '09', '10', '11', '12'].map((m) => `1980-${m}`),
  ...['01', '02', '03', '04', '05', '06'].map((m) => `1983-${m}`),
]
const expected = (counts: Record<string, number>) =>
  Object.fromEntries(allMonths.map((month) => [month, counts[month] ?? 0]))

const heartCounts = async () => {
  const { docs } = await payload.find({
    collection: 'surveillance-cases',
    where: {
      and: [
        { registry: { equals: registry } },
        { malformation: { equals: heartId } },
        { month: { in: allMonths } },
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return Object.fromEntries(docs.map((row) => [row.month, row.cases]))
}

const submission = async ({ year, semester }: { year: number; semester: number }) =>
  (
    await payload.find({
      collection: 'data-submissions',
      where: {
        and: [
          { registry: { equals: registry } },
          { year: { equals: year } },
          { semester: { equals: semester } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!

/** The jobs of a task queued since `since`, oldest first. */
const jobsSince = async (
  since: string,
  task: 'recomputeCaseCounts' | 'monitorAcceptedSubmission' = 'recomputeCaseCounts',
) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: task } }, { createdAt: { greater_than_equal: since } }],
      },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const find = async (collection: 'member-registries' | 'malformations', where: Where) =>
    (await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
      .id
  registry = await find('member-registries', { networkCode: { equals: 'AR-RENAC' } })
  heartId = await find('malformations', { number: { equals: 4 } })
  for (const { year, semester, months, cases } of semesters) {
    const sent = await rest('POST', 'surveillance/case-records', {
      token: tokens.user,
      body: {
        registry: 'AR-RENAC',
        year,
        semester,
        births: months.map((month) => ({ month, liveBirths: 3000, stillbirths: 20 })),
        cases,
      },
    })
    expect(sent.status).toBe(201)
    const accepted = await rest(
      'POST',
      `surveillance/submissions/${(await sent.json()).id}/accept`,
      {
        token: tokens.admin,
        body: {},
      },
    )
    expect(accepted.status).toBe(200)
    const answer = await accepted.json()
    if (answer.monitoring?.job) jobs.push(answer.monitoring.job)
    acceptAnswers.push(answer)
  }
})

afterAll(async () => {
  const since = new Date(0).toISOString()
  // The recomputes queue monitoring runs too; none may be left for a later file's queue.
  if (definitionId !== null)
    await payload.delete({
      collection: 'anomaly-definitions',
      id: definitionId,
      overrideAccess: true,
    })
  // Whatever was left half done, the demo's later semesters back as version '1' counts them.
  await recomputeCaseCounts(payload, { from: VALID_FROM, user: null, reason: 'test cleanup' })
  for (const job of await jobsSince(since)) jobs.push(job.id)
  for (const job of await jobsSince(fileStarted, 'monitorAcceptedSubmission')) jobs.push(job.id)
  for (const id of jobs)
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true }).catch(() => null)
  await payload.delete({
    collection: 'surveillance-case-records',
    where: { and: [{ registry: { equals: registry } }, { year: { in: [1980, 1983] } }] },
    overrideAccess: true,
  })
  for (const collection of ['surveillance-cases', 'surveillance-births'] as const)
    await payload.delete({
      collection,
      where: { and: [{ registry: { equals: registry } }, { month: { in: allMonths } }] },
      overrideAccess: true,
    })
  for (const period of [EARLY, ACROSS])
    await payload.delete({
      collection: 'data-submissions',
      id: (await submission(period)).id,
      overrideAccess: true,
    })
  vi.unstubAllEnvs()
})

describe('the definition versions each accepted semester used', () => {
  it('are stored with the derived counts on acceptance', async () => {
    expect(await heartCounts()).toEqual(expected(before))
    const { definitionVersions } = await submission(ACROSS)
    expect(definitionVersions).toContainEqual({ malformation: 4, version: '1' })
    expect(definitionVersions).not.toContainEqual(expect.objectContaining({ version: VERSION }))
  })

  it('are in the accept answer and on the office’s review screen', async () => {
    expect(acceptAnswers[1]!.definitionVersions).toContainEqual({ malformation: 4, version: '1' })
    const { open } = await loadStatusGrid(payload, 'en', String((await submission(ACROSS)).id))
    expect(open?.definitionVersions).toContainEqual({ malformation: 4, version: '1' })
  })
})

describe('a changed anomaly definition', () => {
  it('queues the recompute from its first day, and changes nothing until the queue runs it', async () => {
    const since = new Date().toISOString()
    const created = await rest('POST', 'anomaly-definitions', {
      token: tokens.admin,
      body: {
        malformation: heartId,
        version: VERSION,
        validFrom: `${VALID_FROM}T12:00:00.000Z`,
        include: 'Q20-Q26',
        exclude: 'Q25.0',
      },
    })
    expect(created.status).toBe(201)
    definitionId = (await created.json()).doc.id
    const queued = await jobsSince(since)
    expect(queued).toHaveLength(1)
    expect(queued[0]!.input).toMatchObject({ from: VALID_FROM })
    expect(await heartCounts()).toEqual(expected(before))

    recomputedAt = new Date().toISOString()
    await payload.jobs.runByID({ id: queued[0]!.id })
    const done = await payload.findByID({
      collection: 'payload-jobs',
      id: queued[0]!.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(done.completedAt).toBeTruthy()
    expect(done.hasError).toBeFalsy()
  })

  it('queues the monitoring of each registry it rewrote again, for the registry’s latest semester', async () => {
    const monitoring = await jobsSince(recomputedAt, 'monitorAcceptedSubmission')
    const submissions = monitoring.map((job) =>
      String((job.input as { submission: unknown }).submission),
    )
    // AR-RENAC's 1983/1 is its latest semester on or after the version's first day; 1980/2 is not.
    expect(submissions).toContain(String((await submission(ACROSS)).id))
    expect(submissions).not.toContain(String((await submission(EARLY)).id))
  })

  it('leaves the accepted counts equal to the hand-computed ones; cases before its first day keep theirs', async () => {
    expect(await heartCounts()).toEqual(expected(after))
    // The April case with Q25.0 alone is in no group now; the one with Q21.0 still is.
    const { docs: records } = await payload.find({
      collection: 'surveillance-case-records',
      where: { caseId: { in: ['AR83-03', 'AR83-04'] } },
      sort: 'caseId',
      depth: 0,
      overrideAccess: true,
    })
    expect(records.map((row) => row.groups)).toEqual([[], [4]])
  })

  it('stores both versions on the semester across its first day, and only the old one before', async () => {
    const across = (await submission(ACROSS)).definitionVersions
    expect(across).toContainEqual({ malformation: 4, version: '1' })
    expect(across).toContainEqual({ malformation: 4, version: VERSION })
    const early = (await submission(EARLY)).definitionVersions
    expect(early).toContainEqual({ malformation: 4, version: '1' })
    expect(early).not.toContainEqual(expect.objectContaining({ version: VERSION }))
  })

  it('writes each recomputed semester to the audit log, naming the office user', async () => {
    const { docs } = await payload.find({
      collection: 'audit-events',
      where: {
        and: [{ action: { equals: 'caseCountsRecomputed' } }, { registry: { equals: registry } }],
      },
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const across = String((await submission(ACROSS)).id)
    const early = String((await submission(EARLY)).id)
    const documents = docs.map((event) => event.documentId)
    expect(documents).toContain(across)
    // 1980/2 ended before the version's first day: not recomputed.
    expect(documents).not.toContain(early)
    const event = docs.find((entry) => entry.documentId === across)!
    expect((event.user as { roles?: string[] } | null)?.roles).toContain('admin')
  })

  it('gives the same rows when run again (a job run twice after a restart)', async () => {
    const first = await heartCounts()
    await recomputeCaseCounts(payload, { from: VALID_FROM, user: null, reason: 'again' })
    expect(await heartCounts()).toEqual(first)
  })

  it('deleted, puts the counts back as the earlier version gives them', async () => {
    const since = new Date().toISOString()
    const deleted = await rest('DELETE', `anomaly-definitions/${definitionId}`, {
      token: tokens.admin,
    })
    expect(deleted.status).toBe(200)
    definitionId = null
    const queued = await jobsSince(since)
    expect(queued).toHaveLength(1)
    await payload.jobs.runByID({ id: queued[0]!.id })
    expect(await heartCounts()).toEqual(expected(before))
    expect((await submission(ACROSS)).definitionVersions).not.toContainEqual(
      expect.objectContaining({ version: VERSION }),
    )
  })
})

describe('the classification lists', () => {
  it('queue a recompute when a list the classes read changes, and none for the accepted codes', async () => {
    const since = new Date().toISOString()
    const settings = await payload.findGlobal({ slug: 'case-classification', overrideAccess: true })
    await payload.updateGlobal({
      slug: 'case-classification',
      data: { acceptedCodes: settings.acceptedCodes },
      overrideAccess: true,
    })
    expect(await jobsSince(since)).toHaveLength(0)
    await payload.updateGlobal({
      slug: 'case-classification',
      data: { minorCodes: `${settings.minorCodes}, Q82.5` },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'case-classification',
      data: { minorCodes: settings.minorCodes },
      overrideAccess: true,
    })
    const queued = await jobsSince(since)
    expect(queued).toHaveLength(2)
    expect(queued[0]!.input).toMatchObject({ from: null })
  })
})
