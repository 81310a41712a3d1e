import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoredCaseRecord } from '@/lib/surveillance/data/caseRecordRows'
import { readCaseYear } from '@/lib/surveillance/data/readCaseSemesters'
import { recomputeCaseCounts } from '@/lib/surveillance/data/recomputeCaseCounts'
import { loadSemesterSubmission } from '@/lib/surveillance/data/semesterSubmission'
import { loadStatusGrid } from '@/lib/surveillance/data/submissionStatusGrid'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { demoAccounts } from '@/seed'
import { createTestRegistries, removeTestRegistries } from '../../helpers/testRegistries'

/**
 * Accepted data is versioned: a draft, submitted or returned resubmission (case records or
 * monthly counts) changes nothing the analyses read; accepting it replaces what they read; a
 * rollback puts the version before back exactly. Two registries of this file's own, in 1978 (no
 * demo or other file uses it): A sends both semesters as case records (so its year has case
 * views), B its first semester as monthly counts.
 */

let payload: Payload
let tokens: Record<Role, string | undefined>
let memberToken: string
const YEAR = 1978
const [A, B] = ['ZZ-VER-A', 'ZZ-VER-B']
const MEMBER = { email: 'membro-zz-ver-a@relamc.example', password: 'membro-zz-ver-a-1' }
const registryIds = new Map<string, number>()
const queuedJobs: (string | number)[] = []
const fileStarted = new Date().toISOString()
/** Version 1 of each semester, accepted in beforeAll. */
const firstVersion = new Map<string, number | string>()

const months = (semester: 1 | 2) => (semester === 1 ? [1, 2, 3, 4, 5, 6] : [7, 8, 9, 10, 11, 12])
const births = (semester: 1 | 2, liveBirths: number) =>
  months(semester).map((month) => ({ month, liveBirths, stillbirths: 10 }))

const record = (caseId: string, month: number, codes: string[], extra = {}) => ({
  caseId,
  month,
  outcome: 'live-birth',
  codes,
  sex: 'male',
  plurality: 1,
  gestationalWeeks: 38,
  birthWeight: 3100,
  prenatalDiagnosis: 'no',
  diagnosisWeeks: null,
  maternalAge: 30,
  ...extra,
})

/**
 * Q21.0 and Q22.1 are heart defects (anomaly 4, Q20–Q26), Q00.0 anencephaly (10), Q66.0 talipes
 * (7), Q02 microcephaly (1); no code is in two anomalies' lists.
 */
const aFirst = [record('ZV-101', 2, ['Q21.0']), record('ZV-102', 3, ['Q66.0'])]
const aSecond = [
  record('ZV-201', 7, ['Q21.0']),
  record('ZV-202', 8, ['Q21.0', 'Q66.0'], { outcome: 'fetal-death' }),
  record('ZV-203', 9, ['Q00.0'], { outcome: 'topfa', gestationalWeeks: 18, birthWeight: 220 }),
  record('ZV-204', 10, ['Q02'], { sex: 'female' }),
]
/** The one-case draft of the report (its case was sent before). */
const aDraft = [record('ZV-201', 7, ['Q21.0'])]
/** The version the office accepts, then rolls back: three heart defects, nothing else. */
const aSecondAgain = [
  record('ZV-201', 7, ['Q21.0']),
  record('ZV-205', 11, ['Q21.0']),
  record('ZV-206', 12, ['Q22.1']),
]

const sendCases = (semester: 1 | 2, cases: unknown[], status: 'draft' | 'submitted') =>
  rest('POST', 'surveillance/case-records', {
    token: memberToken,
    body: { registry: A, year: YEAR, semester, status, births: births(semester, 1000), cases },
  })

/** B's monthly counts: every month `liveBirths`, and `cases` of anomaly 1. */
const sendCounts = (
  liveBirths: number,
  cases: number,
  status: 'draft' | 'submitted',
  registry = B,
) =>
  rest('POST', 'surveillance/submissions', {
    token: tokens.admin,
    body: {
      registry,
      year: YEAR,
      semester: 1,
      status,
      births: births(1, liveBirths),
      cases: months(1).map((month) => ({ malformation: 1, month, cases })),
    },
  })

const decide = async (id: number | string, decision: 'accept' | 'return' | 'rollback') => {
  const res = await rest('POST', `surveillance/submissions/${id}/${decision}`, {
    token: tokens.admin,
    body: { comment: decision === 'accept' ? '' : `Teste: ${decision}` },
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const body = await res.json()
  if (body.monitoring?.job) queuedJobs.push(body.monitoring.job)
  return body
}

const created = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as { id: number; resubmission: boolean; status: string }
}

/** Accepted rows of both registries in YEAR, as the analyses read them (row ids left out). */
async function acceptedRows() {
  const where = { registry: { in: [...registryIds.values()] } }
  const find = (collection: 'surveillance-births' | 'surveillance-cases') =>
    payload.find({ collection, where, depth: 0, limit: 0, pagination: false, overrideAccess: true })
  const [birthRows, caseRows] = await Promise.all([
    find('surveillance-births'),
    find('surveillance-cases'),
  ])
  const strip = (doc: object) => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...row } = doc as Record<string, unknown>
    return row
  }
  const key = (row: Record<string, unknown>) =>
    `${row.registry}|${row.month}|${row.malformation ?? ''}`
  return {
    births: birthRows.docs.map(strip).sort((a, b) => key(a).localeCompare(key(b))),
    cases: caseRows.docs.map(strip).sort((a, b) => key(a).localeCompare(key(b))),
  }
}

/** A's case records as the case views read them: the accepted version of each semester. */
async function analysedRecords() {
  const year = await readCaseYear(payload, YEAR)
  return year.semesters
    .filter((semester) => semester.registry === A)
    .sort((a, b) => a.semester - b.semester)
    .map((semester) => ({
      semester: semester.semester,
      // Read as stored: the breakdown's type names only what it counts.
      records: (semester.records as unknown as StoredCaseRecord[])
        .map((r) => ({ caseId: r.caseId, codes: r.codes, groups: r.groups, class: r.caseClass }))
        .sort((a, b) => a.caseId.localeCompare(b.caseId)),
    }))
}

/** The office's case views of heart defects (4) and anencephaly (10) in YEAR. */
async function caseViews() {
  const rows = []
  for (const malformation of [4, 10]) {
    const res = await rest(
      'GET',
      `surveillance/case-views?malformation=${malformation}&year=${YEAR}`,
      {
        token: tokens.admin,
      },
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      rows: { registry: string; period: string; cases: number | null }[]
    }
    rows.push(...body.rows.filter((row) => row.registry === A || row.registry === 'network'))
  }
  return rows
}

/** Everything a resubmission must leave alone until it is accepted. */
const snapshot = async () => ({
  accepted: await acceptedRows(),
  records: await analysedRecords(),
  views: await caseViews(),
})

/** The accepted heart-defect counts of A's second semester, by month. */
const heartCounts = async () => {
  const heart = (
    await payload.find({
      collection: 'malformations',
      where: { number: { equals: 4 } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!.id
  const { docs } = await payload.find({
    collection: 'surveillance-cases',
    where: {
      and: [
        { registry: { equals: registryIds.get(A) } },
        { malformation: { equals: heart } },
        { month: { in: months(2).map((m) => `${YEAR}-${String(m).padStart(2, '0')}`) } },
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return Object.fromEntries(docs.map((row) => [row.month, row.cases]))
}

const versionsOf = async (code: string, semester: 1 | 2) =>
  (
    await payload.find({
      collection: 'data-submissions',
      where: {
        and: [
          { registry: { equals: registryIds.get(code) } },
          { year: { equals: YEAR } },
          { semester: { equals: semester } },
        ],
      },
      sort: 'version',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const recompute = () => recomputeCaseCounts(payload, { from: null, user: null, reason: 'test' })

/** How the review screen names the demo office user (name, or e-mail without one). */
let officeName = ''
let baseline: Awaited<ReturnType<typeof snapshot>>
let baselineRecompute: Awaited<ReturnType<typeof recompute>>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const made = await createTestRegistries(payload, [A, B], { ...MEMBER, name: 'Membro ZZ-VER-A' })
  for (const [code, id] of made.ids) registryIds.set(code, id)
  memberToken = made.memberToken
  const office = (
    await payload.find({
      collection: 'users',
      where: { email: { equals: demoAccounts.admin.email } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!
  officeName = office.name || office.email

  for (const [semester, cases] of [
    [1, aFirst],
    [2, aSecond],
  ] as const) {
    const { id } = await created(await sendCases(semester, cases, 'submitted'))
    await decide(id, 'accept')
    firstVersion.set(`${A}|${semester}`, id)
  }
  const { id } = await created(await sendCounts(2000, 1, 'submitted'))
  await decide(id, 'accept')
  firstVersion.set(`${B}|1`, id)

  baselineRecompute = await recompute()
  baseline = await snapshot()
})

afterAll(async () => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { createdAt: { greater_than_equal: fileStarted } },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  queuedJobs.push(...docs.map((doc) => doc.id))
  await removeTestRegistries(payload, registryIds, MEMBER.email, queuedJobs)
})

describe('a resubmission of case records', () => {
  it('as a draft, then submitted, then returned, changes no accepted count, record, view or recompute', async () => {
    // What was accepted: the records, the counts and the case views.
    expect(baseline.records).toEqual([
      { semester: 1, records: expect.any(Array) },
      { semester: 2, records: expect.any(Array) },
    ])
    expect(baseline.records[1]!.records.map((r) => r.caseId)).toEqual(aSecond.map((r) => r.caseId))
    // Heart defects of A's second semester: July and August (ZV-201, ZV-202).
    const acceptedSecond = baseline.views.find(
      (row) => row.registry === A && row.period === `${YEAR}-S2`,
    )
    expect(acceptedSecond).toMatchObject({ cases: 2 })
    const draft = await created(await sendCases(2, aDraft, 'draft'))
    expect(draft.resubmission).toBe(true)
    expect(await snapshot()).toEqual(baseline)
    expect(draft.id).not.toBe(firstVersion.get(`${A}|2`))
    // A recompute still finds the accepted semester and writes it as it was.
    expect(await recompute()).toEqual(baselineRecompute)
    expect(await snapshot()).toEqual(baseline)

    const submitted = await created(await sendCases(2, aDraft, 'submitted'))
    expect(submitted.id).toBe(draft.id)
    expect(await snapshot()).toEqual(baseline)

    await decide(submitted.id, 'return')
    expect(await snapshot()).toEqual(baseline)
    expect(await recompute()).toEqual(baselineRecompute)
    expect(await snapshot()).toEqual(baseline)

    // The accepted version is as the office accepted it: status, and every record kept.
    const [first, second] = await versionsOf(A, 2)
    expect(first).toMatchObject({ id: firstVersion.get(`${A}|2`), version: 1, status: 'accepted' })
    expect(second).toMatchObject({ id: draft.id, version: 2, status: 'returned' })
  })

  it('sent again as monthly counts, still leaves the accepted records in use', async () => {
    // The returned version 2 becomes monthly counts; version 1's records are not touched.
    const res = await rest('POST', 'surveillance/submissions', {
      token: memberToken,
      body: {
        registry: A,
        year: YEAR,
        semester: 2,
        status: 'draft',
        births: births(2, 1000),
        cases: months(2).map((month) => ({ malformation: 4, month, cases: 0 })),
      },
    })
    const saved = await created(res)
    expect(saved.resubmission).toBe(true)
    expect((await versionsOf(A, 2)).map((doc) => [doc.version, doc.kind, doc.status])).toEqual([
      [1, 'case-records', 'accepted'],
      [2, 'monthly-counts', 'draft'],
    ])
    expect(await snapshot()).toEqual(baseline)
    expect(await recompute()).toEqual(baselineRecompute)
  })

  it('is compared with the accepted version on the review screen, and replaces it once accepted', async () => {
    const sent = await created(await sendCases(2, aSecondAgain, 'submitted'))
    const { open } = await loadStatusGrid(payload, 'en', String(sent.id))
    expect(open?.resubmission).toBe(true)
    expect(open?.version).toBe(2)
    // Accepted: heart defects in July and August; proposed: July, November and December.
    expect(open?.accepted?.cases.filter((row) => row.malformation === 4 && row.cases)).toEqual([
      { malformation: 4, month: 7, cases: 1 },
      { malformation: 4, month: 8, cases: 1 },
    ])
    expect(new Set(open?.changed)).toEqual(
      new Set(['cases:4:8', 'cases:4:11', 'cases:4:12', 'cases:7:8', 'cases:10:9', 'cases:1:10']),
    )
    expect(open?.versions.map((item) => [item.version, item.status])).toEqual([
      [2, 'submitted'],
      [1, 'accepted'],
    ])

    // The download gives the semester's latest version, or the one named; never both mixed.
    const download = async (query: string) => {
      const res = await rest('GET', `surveillance/case-records?registry=${A}&${query}`, {
        token: tokens.admin,
        locale: 'en',
      })
      return { status: res.status, text: await res.text() }
    }
    const caseIdsIn = (csv: string) => csv.match(/ZV-\d+/g) ?? []
    const latest = await download(`year=${YEAR}&semester=2`)
    expect(caseIdsIn(latest.text)).toEqual(aSecondAgain.map((r) => r.caseId))
    const named = await download(`year=${YEAR}&semester=2&version=1`)
    expect(caseIdsIn(named.text)).toEqual(aSecond.map((r) => r.caseId))
    expect((await download(`year=${YEAR}&version=1`)).status).toBe(400)
    expect((await download(`year=${YEAR}&semester=2&version=0`)).status).toBe(400)

    await decide(sent.id, 'accept')
    expect(await heartCounts()).toEqual({
      [`${YEAR}-07`]: 1,
      [`${YEAR}-08`]: 0,
      [`${YEAR}-09`]: 0,
      [`${YEAR}-10`]: 0,
      [`${YEAR}-11`]: 1,
      [`${YEAR}-12`]: 1,
    })
    const now = await snapshot()
    expect(now.records[1]!.records.map((r) => r.caseId)).toEqual(['ZV-201', 'ZV-205', 'ZV-206'])
    expect(
      now.views.find((row) => row.registry === A && row.period === `${YEAR}-S2`),
    ).toMatchObject({ cases: 3 })
    // Version 1 is kept, with its records, and listed with who accepted it and when.
    const [first, second] = await versionsOf(A, 2)
    expect(first).toMatchObject({ version: 1, status: 'superseded' })
    expect(second).toMatchObject({ version: 2, status: 'accepted' })
    const kept = await payload.count({
      collection: 'surveillance-case-records',
      where: { submission: { equals: first!.id } },
      overrideAccess: true,
    })
    expect(kept.totalDocs).toBe(aSecond.length)
    const listed = (await loadStatusGrid(payload, 'en', String(second!.id))).open?.versions
    expect(listed).toHaveLength(2)
    for (const item of listed!) {
      expect(item.acceptedBy).toBe(officeName)
      expect(Date.parse(item.acceptedAt!)).toBeGreaterThanOrEqual(Date.parse(fileStarted))
    }
    expect(listed![0]!.acceptedAt! > listed![1]!.acceptedAt!).toBe(true)
  })

  it('is rolled back by the office to the version before, exactly, with an audit entry', async () => {
    const [, second] = await versionsOf(A, 2)
    const answer = await decide(second!.id, 'rollback')
    expect(answer).toMatchObject({
      rolledBack: { id: second!.id, version: 2 },
      accepted: { id: firstVersion.get(`${A}|2`), version: 1 },
    })
    expect(await snapshot()).toEqual(baseline)
    expect(await recompute()).toEqual(baselineRecompute)
    expect(await snapshot()).toEqual(baseline)
    expect((await versionsOf(A, 2)).map((doc) => [doc.version, doc.status])).toEqual([
      [1, 'accepted'],
      [2, 'rolledBack'],
    ])
    // The member's page shows the version in use, not the one taken back.
    const member = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: MEMBER.email } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const shown = await loadSemesterSubmission(payload, member, {
      registry: A,
      year: YEAR,
      semester: 2,
    })
    expect(shown.current).toMatchObject({ id: firstVersion.get(`${A}|2`), status: 'accepted' })
    const listed = (await loadStatusGrid(payload, 'en', String(second!.id))).open?.versions
    expect(listed?.find((item) => item.version === 2)).toMatchObject({
      status: 'rolledBack',
      rolledBackBy: officeName,
    })
    const audit = await payload.find({
      collection: 'audit-events',
      where: {
        and: [
          { action: { equals: 'submissionRolledBack' } },
          { registry: { equals: registryIds.get(A) } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
    expect(audit.docs).toHaveLength(1)
    expect(audit.docs[0]!.detail).toBe(`${YEAR}/2: v2 → v1: Teste: rollback`)
  })
})

describe('a resubmission of monthly counts', () => {
  it('as a draft, submitted or returned, leaves the accepted version and its numbers in use', async () => {
    const acceptedOfB = async () => {
      const [first] = await versionsOf(B, 1)
      expect(first).toMatchObject({ id: firstVersion.get(`${B}|1`), status: 'accepted' })
      expect(first!.births?.map((row) => row.liveBirths)).toEqual(Array(6).fill(2000))
      const rows = await acceptedRows()
      const ofB = (list: Record<string, unknown>[]) =>
        list.filter((row) => row.registry === registryIds.get(B))
      const before = baseline.accepted
      expect(ofB(rows.births)).toEqual(ofB(before.births))
      expect(ofB(rows.cases)).toEqual(ofB(before.cases))
    }
    const draft = await created(await sendCounts(3333, 4, 'draft'))
    expect(draft.resubmission).toBe(true)
    await acceptedOfB()
    await created(await sendCounts(3333, 4, 'submitted'))
    await acceptedOfB()
    await decide(draft.id, 'return')
    await acceptedOfB()
    expect(await snapshot()).toEqual(baseline)
  })

  it('accepted, replaces the numbers; rolled back, puts the accepted ones back exactly', async () => {
    const sent = await created(await sendCounts(3333, 4, 'submitted'))
    await decide(sent.id, 'accept')
    const accepted = await acceptedRows()
    const bBirths = accepted.births.filter((row) => row.registry === registryIds.get(B))
    expect(bBirths.map((row) => row.liveBirths)).toEqual([3333, 3333, 3333, 3333, 3333, 3333])
    expect(bBirths.every((row) => row.submission === sent.id)).toBe(true)

    await decide(sent.id, 'rollback')
    expect(await snapshot()).toEqual(baseline)
    expect((await versionsOf(B, 1)).map((doc) => [doc.version, doc.status])).toEqual([
      [1, 'accepted'],
      [2, 'rolledBack'],
    ])
    // The next version the registry sends is a new one (3): the rolled-back one stays as it was.
    const next = await created(await sendCounts(2500, 2, 'draft'))
    expect((await versionsOf(B, 1)).map((doc) => [doc.id === next.id, doc.version])).toEqual([
      [false, 1],
      [false, 2],
      [true, 3],
    ])
    expect(await snapshot()).toEqual(baseline)
  })
})

describe('POST /api/surveillance/submissions/:id/rollback: who and what', () => {
  const rollback = (id: number | string, token: string | undefined, body: unknown, locale = 'en') =>
    rest('POST', `surveillance/submissions/${id}/rollback`, { token, body, locale })

  it('is the office’s alone: 401 anonymous, 403 a member, nothing changed', async () => {
    const id = firstVersion.get(`${A}|1`)!
    expect((await rollback(id, undefined, { comment: 'x' })).status).toBe(401)
    expect((await rollback(id, memberToken, { comment: 'x' })).status).toBe(403)
    expect((await rollback(id, tokens.user, { comment: 'x' })).status).toBe(403)
    expect(await snapshot()).toEqual(baseline)
  })

  it('refuses, in the caller’s language, what cannot be rolled back, changing nothing', async () => {
    const only = firstVersion.get(`${A}|1`)!
    const none = await rollback(only, tokens.admin, { comment: 'x' }, 'es')
    expect(none.status).toBe(409)
    expect((await none.json()).errors).toEqual([
      {
        field: 'id',
        code: 'noEarlierVersion',
        message: 'Este semestre no tiene una versión aceptada anterior a la que volver.',
      },
    ])
    const [, rolledBack] = await versionsOf(A, 2)
    const notInUse = await rollback(rolledBack!.id, tokens.admin, { comment: 'x' }, 'pt')
    expect(notInUse.status).toBe(409)
    expect((await notInUse.json()).errors[0]).toMatchObject({
      code: 'notCurrentVersion',
      message: 'Só a versão aceita em uso pode ser revertida.',
    })
    const noReason = await rollback(firstVersion.get(`${A}|2`)!, tokens.admin, {})
    expect(noReason.status).toBe(400)
    expect((await noReason.json()).errors[0]).toMatchObject({ code: 'commentRequired' })
    const missing = await rollback(999_999_999, tokens.admin, { comment: 'x' })
    expect(missing.status).toBe(404)
    expect(await snapshot()).toEqual(baseline)
  })

  it('keeps an accepted version’s numbers: the admin panel cannot edit them', async () => {
    const id = firstVersion.get(`${B}|1`)!
    const res = await rest('PATCH', `data-submissions/${id}`, {
      token: tokens.admin,
      body: { births: births(1, 1) },
      locale: 'en',
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(
      'The numbers of a version the office accepted',
    )
    const [first] = await versionsOf(B, 1)
    expect(first).toMatchObject({ status: 'accepted' })
    expect(first!.births?.map((row) => row.liveBirths)).toEqual([
      2000, 2000, 2000, 2000, 2000, 2000,
    ])
    expect(await snapshot()).toEqual(baseline)
  })
})
