import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { deriveMonthlyCounts } from '@/lib/surveillance/caseRecords'
import { loadCaseDefinitions } from '@/lib/surveillance/data/loadCaseDefinitions'
import { loadStatusGrid } from '@/lib/surveillance/data/submissionStatusGrid'
import { demoMalformations } from '@/seed/surveillanceData/malformations'
import { testPayload } from '../../helpers/payload'
import { login, rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>
/** A member of ECLAMC only: AR-RENAC (the demo member's registry) is not theirs. */
let otherToken: string
const OTHER = { email: 'membro-casos-eclamc@relamc.example', password: 'outro-membro-casos-1' }

/** A semester no demo data uses, sent by AR-RENAC as records and by ECLAMC as monthly counts. */
const YEAR = 1981
const SEMESTER = 1
const MONTHS = [1, 2, 3, 4, 5, 6]

const registryId = async (code: string) =>
  (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: code } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!.id

const births = MONTHS.map((month) => ({ month, liveBirths: 3000 + month, stillbirths: 20 }))

/**
 * Six cases whose groups follow from the demo anomalies' ICD-10 lists: Q21.0 and Q22.1 are
 * congenital heart defects (no. 4, Q20–Q26), Q00.0 anencephaly (10), Q66.0 talipes (7), Q90.9
 * Down syndrome (9), Q02 microcephaly (1). No code is in two anomalies' lists.
 */
const cases = [
  { caseId: 'AR81-001', month: 1, outcome: 'live-birth', codes: ['Q21.0'] },
  {
    caseId: 'AR81-002',
    month: 1,
    outcome: 'topfa',
    codes: ['Q00.0'],
    gestationalWeeks: 18,
    birthWeight: 220,
  },
  { caseId: 'AR81-003', month: 2, outcome: 'fetal-death', codes: ['Q21.0', 'Q66.0'] },
  { caseId: 'AR81-004', month: 2, outcome: 'live-birth', codes: ['Q90.9'], syndrome: false },
  // Two heart codes: the case counts once in the heart defects.
  { caseId: 'AR81-005', month: 3, outcome: 'live-birth', codes: ['Q21.0', 'Q22.1'] },
  { caseId: 'AR81-006', month: 5, outcome: 'live-birth', codes: ['Q02'], sex: 'female' },
].map((record) => ({
  sex: 'male',
  plurality: 1,
  gestationalWeeks: 38,
  birthWeight: 3100,
  prenatalDiagnosis: 'unknown',
  diagnosisWeeks: null,
  maternalAge: 29,
  ...record,
}))

/** The same six cases counted by hand: anomaly number → month → cases (0 elsewhere). */
const handCounts: Record<number, Record<number, number>> = {
  4: { 1: 1, 2: 1, 3: 1 },
  10: { 1: 1 },
  7: { 2: 1 },
  9: { 2: 1 },
  1: { 5: 1 },
}

const body = (overrides: Record<string, unknown> = {}) => ({
  registry: 'AR-RENAC',
  year: YEAR,
  semester: SEMESTER,
  births,
  cases,
  ...overrides,
})

/** As the demo member unless another token (or null: anonymous) is given. */
const post = (data: unknown, token: string | null = tokens.user ?? null, locale = 'en') =>
  rest('POST', 'surveillance/case-records', { body: data, token: token ?? undefined, locale })

const submissionOf = async (code: string) =>
  (
    await payload.find({
      collection: 'data-submissions',
      where: {
        and: [
          { registry: { equals: await registryId(code) } },
          { year: { equals: YEAR } },
          { semester: { equals: SEMESTER } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

const recordsOf = async (code: string) =>
  (
    await payload.find({
      collection: 'surveillance-case-records',
      where: {
        and: [{ registry: { equals: await registryId(code) } }, { year: { equals: YEAR } }],
      },
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'caseId',
      overrideAccess: true,
    })
  ).docs

const acceptedCases = async (code: string) => {
  const { docs } = await payload.find({
    collection: 'surveillance-cases',
    where: {
      and: [{ registry: { equals: await registryId(code) } }, { month: { like: `${YEAR}-0` } }],
    },
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
    .map((row) => ({
      malformation: (row.malformation as { number: number }).number,
      month: row.month,
      cases: row.cases,
    }))
    .sort((a, b) => a.malformation - b.malformation || a.month.localeCompare(b.month))
}

const queuedJobs: (string | number)[] = []

const setTopfaLimit = async (weeks: number | null) =>
  payload.update({
    collection: 'member-registries',
    id: await registryId('AR-RENAC'),
    data: { topfaWeeksLimit: weeks },
    context: { disableRevalidate: true },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  await payload.create({
    collection: 'users',
    data: {
      ...OTHER,
      name: 'Membro ECLAMC casos',
      country: 'AR',
      roles: ['user'],
      registries: [await registryId('ECLAMC')],
    },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  otherToken = await login(OTHER.email, OTHER.password)
})

afterAll(async () => {
  // Everything this file wrote: both registries' 1981 semester, its records, jobs and the user.
  for (const code of ['AR-RENAC', 'ECLAMC']) {
    const id = await registryId(code)
    await payload.delete({
      collection: 'surveillance-case-records',
      where: { and: [{ registry: { equals: id } }, { year: { equals: YEAR } }] },
      overrideAccess: true,
    })
    for (const collection of ['surveillance-cases', 'surveillance-births'] as const)
      await payload.delete({
        collection,
        where: { and: [{ registry: { equals: id } }, { month: { like: `${YEAR}-0` } }] },
        overrideAccess: true,
      })
    const submission = await submissionOf(code)
    if (submission)
      await payload.delete({
        collection: 'data-submissions',
        id: submission.id,
        overrideAccess: true,
      })
  }
  await setTopfaLimit(null)
  for (const id of queuedJobs)
    await payload.delete({ collection: 'payload-jobs', id, overrideAccess: true }).catch(() => null)
  await payload.delete({
    collection: 'users',
    where: { email: { equals: OTHER.email } },
    overrideAccess: true,
  })
  vi.unstubAllEnvs()
})

describe('POST /api/surveillance/case-records: who may send', () => {
  it('refuses visitors (401) and another registry’s member (403), storing nothing', async () => {
    expect((await post(body(), null)).status).toBe(401)
    const forbidden = await post(body(), otherToken)
    expect(forbidden.status).toBe(403)
    expect((await forbidden.json()).errors[0]).toMatchObject({
      field: 'registry',
      code: 'notYourRegistry',
    })
    expect(await submissionOf('AR-RENAC')).toBeUndefined()
    expect(await recordsOf('AR-RENAC')).toHaveLength(0)
  })
})

describe('validation', () => {
  it('names each case and field in the caller’s language and stores nothing', async () => {
    const bad = structuredClone(cases) as Record<string, unknown>[]
    bad[1]!.outcome = 'stillborn'
    bad[3]!.birthWeight = 'heavy'
    const res = await post(body({ cases: bad }), tokens.user, 'es')
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: { field: string; message: string }[] }
    expect(errors.map((error) => error.field).sort()).toEqual([
      'cases[1].outcome',
      'cases[3].birthWeight',
    ])
    expect(errors.find((e) => e.field === 'cases[1].outcome')!.message).toContain('live-birth')
    expect(errors.find((e) => e.field === 'cases[3].birthWeight')!.message).toBe(
      'Indique un número entero.',
    )
    expect(await submissionOf('AR-RENAC')).toBeUndefined()
  })

  it('gives the domain checks on their case: a month outside the semester, a repeated identifier, a bad code', async () => {
    const bad = structuredClone(cases) as Record<string, unknown>[]
    bad[0]!.month = 8
    bad[2]!.caseId = 'AR81-001'
    bad[4]!.codes = ['Q2X']
    const res = await post(body({ cases: bad }))
    expect(res.status).toBe(400)
    const { errors } = (await res.json()) as { errors: { field: string; code: string }[] }
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'cases[0].month', code: 'monthOutsideSemester' }),
        expect.objectContaining({ field: 'cases[2].caseId', code: 'duplicateCaseId' }),
        expect.objectContaining({ field: 'cases[4].codes', code: 'invalidCode' }),
      ]),
    )
    expect(await submissionOf('AR-RENAC')).toBeUndefined()
    expect(await recordsOf('AR-RENAC')).toHaveLength(0)
  })
})

describe('submission and acceptance', () => {
  it('stores the semester as case records, submitted for review, with the records’ warnings', async () => {
    // Case AR81-002 is a termination at 18 weeks: after a legal limit of 16 weeks.
    await setTopfaLimit(16)
    const res = await post(body(), tokens.user ?? null, 'pt')
    expect(res.status).toBe(201)
    const json = await res.json()
    expect(json).toMatchObject({ kind: 'case-records', status: 'submitted', registry: 'AR-RENAC' })
    expect(json.warnings).toEqual([
      expect.objectContaining({
        code: 'caseRecords.topfaOverLimit',
        message: expect.stringContaining('16'),
      }),
    ])
    const records = await recordsOf('AR-RENAC')
    expect(records.map((record) => record.caseId)).toEqual(cases.map((record) => record.caseId))
    expect(records[2]).toMatchObject({ outcome: 'fetal-death', codes: 'Q21.0; Q66.0' })
    // Groups and class wait for the office's acceptance.
    expect(records.every((record) => record.groups === null && record.caseClass === null)).toBe(
      true,
    )
  })

  it('is reviewed by the office on its record count and the counts counted by hand', async () => {
    const submission = await submissionOf('AR-RENAC')
    const grid = await loadStatusGrid(payload, 'pt', String(submission!.id))
    expect(grid.open).toMatchObject({ status: 'submitted', caseRecords: cases.length })
    const shown = new Map(
      grid.open!.cases.map((row) => [`${row.malformation}|${row.month}`, row.cases]),
    )
    for (const number of Object.keys(handCounts).map(Number))
      for (const month of MONTHS)
        expect(shown.get(`${number}|${month}`), `${number} in ${month}`).toBe(
          handCounts[number]![month] ?? 0,
        )
    // And nothing in any other anomaly: the shown counts add up to the hand counts.
    const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0)
    expect(total([...shown.values()].map((value) => value ?? 0))).toBe(
      total(Object.values(handCounts).flatMap((months) => Object.values(months))),
    )
  })

  it('derives, on acceptance, the same accepted counts as the equivalent monthly submission', async () => {
    const { docs: malformations } = await payload.find({
      collection: 'malformations',
      where: { active: { not_equals: false } },
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const monthly = await rest('POST', 'surveillance/submissions', {
      token: tokens.admin,
      body: {
        registry: 'ECLAMC',
        year: YEAR,
        semester: SEMESTER,
        births,
        cases: malformations.flatMap((malformation) =>
          MONTHS.map((month) => ({
            malformation: malformation.number,
            month,
            cases: handCounts[malformation.number]?.[month] ?? 0,
          })),
        ),
      },
    })
    expect(monthly.status).toBe(201)

    for (const code of ['AR-RENAC', 'ECLAMC']) {
      const submission = await submissionOf(code)
      const accepted = await rest('POST', `surveillance/submissions/${submission!.id}/accept`, {
        token: tokens.admin,
        body: {},
      })
      expect(accepted.status).toBe(200)
      const answer = await accepted.json()
      expect(answer.status).toBe('accepted')
      if (answer.monitoring?.job) queuedJobs.push(answer.monitoring.job)
    }

    const fromRecords = await acceptedCases('AR-RENAC')
    const fromCounts = await acceptedCases('ECLAMC')
    expect(fromRecords).toHaveLength(malformations.length * MONTHS.length)
    expect(fromRecords).toEqual(fromCounts)
    expect(fromRecords).toContainEqual({ malformation: 4, month: `${YEAR}-02`, cases: 1 })
    expect(fromRecords).toContainEqual({ malformation: 9, month: `${YEAR}-04`, cases: 0 })
  })

  it('stores the counts by outcome beside them, and each case’s groups and class', async () => {
    const { docs } = await payload.find({
      collection: 'surveillance-cases',
      where: {
        and: [
          { registry: { equals: await registryId('AR-RENAC') } },
          { month: { in: [`${YEAR}-01`, `${YEAR}-02`] } },
        ],
      },
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const row = (number: number, month: number) =>
      docs.find(
        (doc) =>
          (doc.malformation as { number: number }).number === number &&
          doc.month === `${YEAR}-0${month}`,
      )
    expect(row(10, 1)).toMatchObject({ liveBirthCases: 0, fetalDeathCases: 0, topfaCases: 1 })
    expect(row(4, 2)).toMatchObject({ liveBirthCases: 0, fetalDeathCases: 1, topfaCases: 0 })
    expect(row(4, 1)).toMatchObject({ liveBirthCases: 1, fetalDeathCases: 0, topfaCases: 0 })

    const records = await recordsOf('AR-RENAC')
    const byId = new Map(records.map((record) => [record.caseId, record]))
    expect(byId.get('AR81-003')!.groups).toEqual([4, 7])
    expect(byId.get('AR81-005')!.groups).toEqual([4])
    // Down syndrome is a chromosomal anomaly (Q90–Q99).
    expect(byId.get('AR81-004')!.caseClass).toBe('chromosomal')
    // Heart and musculoskeletal codes: two organ systems.
    expect(byId.get('AR81-003')!.caseClass).toBe('multiple')
    expect(byId.get('AR81-001')!.caseClass).toBe('isolated')
  })
})

describe('GET /api/surveillance/case-records: the registry’s own download', () => {
  const path = `surveillance/case-records?registry=AR-RENAC&year=${YEAR}&semester=${SEMESTER}`

  it('gives nothing to visitors or another registry’s member; the office reads directly, members do not', async () => {
    expect((await rest('GET', path)).status).toBe(401)
    expect((await rest('GET', path, { token: otherToken })).status).toBe(403)
    expect((await rest('GET', 'surveillance-case-records', { token: otherToken })).status).toBe(403)
    const direct = await rest('GET', 'surveillance-case-records', { token: tokens.user })
    expect(direct.status).toBe(403)
    expect((await rest('GET', 'surveillance-case-records')).status).toBe(403)
  })

  it('stays closed to another registry’s member when members see other registries’ exact counts', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { membersSeeOtherRegistries: true },
      overrideAccess: true,
    })
    try {
      expect((await rest('GET', path, { token: otherToken })).status).toBe(403)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { membersSeeOtherRegistries: false },
        overrideAccess: true,
      })
    }
  })

  it('gives the member the records as CSV in their language, and writes the read to the audit log', async () => {
    const before = new Date().toISOString()
    const res = await rest('GET', `${path}&language=pt`, { token: tokens.user })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/csv')
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toContain('id_caso')
    expect(lines[0]).toContain('codigos_cid10')
    expect(lines).toHaveLength(1 + cases.length)
    expect(lines.find((line) => line.includes('AR81-003'))).toContain('Q21.0; Q66.0')
    // Coded values in the file's language: a fetal death of a male, a multiple-anomaly case.
    const fetalDeath = lines.find((line) => line.includes('AR81-003'))!
    for (const word of ['óbito fetal', 'masculino', 'ignorado', 'múltipla'])
      expect(fetalDeath).toContain(word)
    expect(fetalDeath).not.toContain('fetal-death')

    const { docs: events } = await payload.find({
      collection: 'audit-events',
      where: {
        and: [
          { action: { equals: 'caseRecordsDownloaded' } },
          { createdAt: { greater_than_equal: before } },
        ],
      },
      depth: 1,
      overrideAccess: true,
    })
    expect(events).toHaveLength(1)
    expect((events[0]!.registry as { networkCode: string }).networkCode).toBe('AR-RENAC')
  })
  it('gives the same records as a workbook: a bold header, one row per case, its words in the file’s language', async () => {
    const res = await rest('GET', `${path}&language=es&format=xlsx`, { token: tokens.user })
    expect(res.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await res.arrayBuffer())
    const sheet = workbook.getWorksheet('cases')!
    expect(sheet.rowCount).toBe(1 + cases.length)
    const header = sheet.getRow(1)
    expect(header.font?.bold).toBe(true)
    const values = (row: ExcelJS.Row) => (row.values as unknown[]).map(String).join('|')
    const fetalDeath = sheet
      .getRows(2, cases.length)!
      .find((row) => values(row).includes('AR81-003'))!
    expect(values(fetalDeath)).toContain('Q21.0; Q66.0')
    expect(values(fetalDeath)).toContain('muerte fetal')
  })
})

describe('demonstration case records', () => {
  it('give, for each of three demo registries, the accepted counts of their semester, marked as demonstration values', async () => {
    for (const code of ['CL-RENACH', 'CR-CREC', 'PY-RENADECOPY']) {
      const registry = await registryId(code)
      const { docs: records } = await payload.find({
        collection: 'surveillance-case-records',
        where: { and: [{ registry: { equals: registry } }, { year: { equals: 2025 } }] },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      expect(records.length).toBeGreaterThan(0)
      expect(records.every((record) => record.demo === true && record.semester === 2)).toBe(true)
      // What an acceptance would derive from the records' codes, with the office's definitions.
      const definitions = await loadCaseDefinitions(payload)
      const derived = deriveMonthlyCounts(
        {
          registry: code,
          year: 2025,
          semester: 2,
          births: [],
          cases: records.map((record) => ({
            caseId: record.caseId,
            month: record.month,
            day: record.day ?? null,
            outcome: record.outcome,
            sex: record.sex ?? null,
            plurality: null,
            gestationalWeeks: null,
            birthWeight: null,
            prenatalDiagnosis: null,
            diagnosisWeeks: null,
            maternalAge: null,
            codes: record.codes.split(';').map((text) => text.trim()),
            syndrome: false,
            description: null,
          })),
        },
        definitions.definitionsFor,
        demoMalformations.map((malformation) => malformation.number),
      )
      const fromRecords = new Map(
        derived.cases.map((row) => [
          `${row.malformation}|2025-${String(row.month).padStart(2, '0')}`,
          row.cases,
        ]),
      )
      const { docs: accepted } = await payload.find({
        collection: 'surveillance-cases',
        where: { and: [{ registry: { equals: registry } }, { month: { like: '2025-' } }] },
        depth: 1,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      const secondSemester = accepted.filter((row) => row.month >= '2025-07')
      expect(secondSemester.length).toBeGreaterThan(0)
      for (const row of secondSemester) {
        const key = `${(row.malformation as { number: number }).number}|${row.month}`
        expect(fromRecords.get(key) ?? 0).toBe(row.cases ?? 0)
        expect((row.liveBirthCases ?? 0) + (row.fetalDeathCases ?? 0) + (row.topfaCases ?? 0)).toBe(
          row.cases ?? 0,
        )
      }
    }
  })
})
