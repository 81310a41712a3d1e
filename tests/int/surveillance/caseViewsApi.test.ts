import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { replaceAcceptedSemester } from '@/lib/surveillance/data/writeAccepted'
import { testPayload } from '../../helpers/payload'
import { publishTestRelease } from '../../helpers/releases'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { recoverableSmallSums, Span } from '../../helpers/outsiderAlgebra'
import { createTestRegistries, removeTestRegistries } from '../../helpers/testRegistries'

/**
 * GET /api/surveillance/case-views on hand-built case records. Three test registries report
 * congenital heart defects (anomaly 4 of the demo, ICD-10 Q20–Q26) in 1983, a year no demo
 * data uses: A sends both semesters as case records, B its second semester (the first as
 * monthly counts), C monthly counts only. The records go through the real submission and the
 * office's acceptance, which groups and classifies them.
 */

let payload: Payload
let tokens: Record<Role, string | undefined>
let memberToken: string
const YEAR = 1983
const CHD = 4
const [A, B, C] = ['ZZ-CV-A', 'ZZ-CV-B', 'ZZ-CV-C']
const MEMBER = { email: 'membro-zz-cv-a@relamc.example', password: 'membro-zz-cv-a-1' }
const registryIds = new Map<string, number>()
const queuedJobs: (string | number)[] = []

type Outcome = 'live-birth' | 'fetal-death' | 'topfa'
type Prenatal = 'yes' | 'no' | 'unknown' | null
type CaseClass = 'chromosomal' | 'syndrome' | 'multiple' | 'isolated'
/** A hand-built case and the class the README's algorithm gives it (argued beside each). */
interface Spec {
  outcome: Outcome
  prenatal: Prenatal
  codes: string[]
  syndrome?: boolean
  caseClass: CaseClass
}

const isolated = (outcome: Outcome, prenatal: Prenatal): Spec => ({
  outcome,
  prenatal,
  codes: ['Q21.0'],
  caseClass: 'isolated',
})
// Q21.0 (circulatory) and Q66.0 (talipes, musculoskeletal, not on the minor list): two systems.
const multiple = (outcome: Outcome, prenatal: Prenatal): Spec => ({
  outcome,
  prenatal,
  codes: ['Q21.0', 'Q66.0'],
  caseClass: 'multiple',
})

/**
 * A, first semester: 12 heart defects. Live births 9, fetal deaths 2, TOPFA 1; diagnosed
 * before birth 7, not 3, unknown 2 (one sent as unknown, one not available); chromosomal 1
 * (Q90.9 Down syndrome), syndrome 1 (the registry says so), multiple 2, isolated 8. A 13th case
 * (talipes only) is not a heart defect.
 */
const aFirst: Spec[] = [
  isolated('live-birth', 'yes'),
  isolated('live-birth', 'yes'),
  isolated('live-birth', 'yes'),
  isolated('live-birth', 'yes'),
  { outcome: 'live-birth', prenatal: 'yes', codes: ['Q21.0', 'Q90.9'], caseClass: 'chromosomal' },
  isolated('live-birth', 'no'),
  isolated('live-birth', 'no'),
  isolated('live-birth', null),
  multiple('live-birth', 'unknown'),
  isolated('fetal-death', 'no'),
  {
    outcome: 'fetal-death',
    prenatal: 'yes',
    codes: ['Q21.0'],
    syndrome: true,
    caseClass: 'syndrome',
  },
  multiple('topfa', 'yes'),
]
const aFirstOther: Spec = {
  outcome: 'live-birth',
  prenatal: 'yes',
  codes: ['Q66.0'],
  caseClass: 'isolated',
}
/** A, second semester: 10 isolated live births, 5 diagnosed before birth. */
const aSecond: Spec[] = [
  ...Array.from({ length: 5 }, () => isolated('live-birth', 'yes')),
  ...Array.from({ length: 5 }, () => isolated('live-birth', 'no')),
]
/** B, second semester: 3 live births and 3 TOPFA, all diagnosed before birth; 2 multiple. */
const bSecond: Spec[] = [
  isolated('live-birth', 'yes'),
  isolated('live-birth', 'yes'),
  multiple('live-birth', 'yes'),
  isolated('topfa', 'yes'),
  isolated('topfa', 'yes'),
  multiple('topfa', 'yes'),
]
/** Monthly counts of heart defects: B's first semester 5, C's semesters 7 and 9. */
const monthly: { registry: string; semester: 1 | 2; cases: number }[] = [
  { registry: B, semester: 1, cases: 5 },
  { registry: C, semester: 1, cases: 7 },
  { registry: C, semester: 2, cases: 9 },
]
const caseSemesters: { registry: string; semester: 1 | 2; specs: Spec[] }[] = [
  { registry: A, semester: 1, specs: [...aFirst, aFirstOther] },
  { registry: A, semester: 2, specs: aSecond },
  { registry: B, semester: 2, specs: bSecond },
]
/** Monthly births: A 1,000 live births and 10 stillbirths, B 2,000 and 20, C 500 and 5. */
const birthsOf: Record<string, { liveBirths: number; stillbirths: number }> = {
  [A]: { liveBirths: 1000, stillbirths: 10 },
  [B]: { liveBirths: 2000, stillbirths: 20 },
  [C]: { liveBirths: 500, stillbirths: 5 },
}
const monthsOf = (semester: 1 | 2) =>
  Array.from({ length: 6 }, (_, i) => i + 1 + (semester - 1) * 6)

const recordOf = (registry: string, semester: 1 | 2) => (spec: Spec, index: number) => ({
  caseId: `${registry}-${semester}-${index + 1}`,
  // Spread over the semester's months.
  month: monthsOf(semester)[index % 6]!,
  outcome: spec.outcome,
  sex: 'male',
  plurality: 1,
  gestationalWeeks: spec.outcome === 'topfa' ? 20 : 38,
  birthWeight: spec.outcome === 'topfa' ? 350 : 3100,
  prenatalDiagnosis: spec.prenatal,
  diagnosisWeeks: spec.prenatal === 'yes' ? 18 : null,
  maternalAge: 29,
  codes: spec.codes,
  syndrome: spec.syndrome ?? false,
})

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const created = await createTestRegistries(payload, [A, B, C], {
    ...MEMBER,
    name: 'Membro ZZ-CV-A',
  })
  for (const [code, id] of created.ids) registryIds.set(code, id)
  memberToken = created.memberToken

  for (const { registry, semester, specs } of caseSemesters) {
    const sent = await rest('POST', 'surveillance/case-records', {
      token: tokens.admin,
      body: {
        registry,
        year: YEAR,
        semester,
        status: 'submitted',
        births: monthsOf(semester).map((month) => ({ month, ...birthsOf[registry]! })),
        cases: specs.map(recordOf(registry, semester)),
      },
    })
    expect(sent.status, await sent.clone().text()).toBe(201)
    const { id } = (await sent.json()) as { id: string | number }
    const accepted = await rest('POST', `surveillance/submissions/${id}/accept`, {
      token: tokens.admin,
      body: {},
    })
    expect(accepted.status).toBe(200)
    const answer = await accepted.json()
    if (answer.monitoring?.job) queuedJobs.push(answer.monitoring.job)
  }
  const { docs: malformations } = await payload.find({
    collection: 'malformations',
    where: { active: { not_equals: false } },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const req = await createLocalReq({}, payload)
  for (const { registry, semester, cases } of monthly) {
    const months = monthsOf(semester)
    await replaceAcceptedSemester(req, {
      registryId: registryIds.get(registry)!,
      year: YEAR,
      semester,
      submissionId: null,
      births: months.map((month) => ({ month, ...birthsOf[registry]! })),
      // The semester's heart defects in its first month; no other anomaly.
      cases: months.flatMap((month) =>
        malformations.map((doc) => ({
          malformationId: doc.id,
          month,
          cases: doc.number === CHD && month === months[0] ? cases : 0,
        })),
      ),
    })
  }
  // The public figures change when the office publishes them.
  await publishTestRelease(tokens.admin!)
})

afterAll(async () => {
  await removeTestRegistries(payload, registryIds, MEMBER.email, queuedJobs)
  vi.unstubAllEnvs()
})

interface ViewRow {
  registry: string
  period: string
  caseData: boolean
  pooled?: string[]
  births: number | null
  liveBirths: number | null
  cases: number | null
  totalPrevalence: { rate: number } | null
  liveBirthPrevalence: { rate: number } | null
  outcome: Record<string, number | null>
  prenatal: Record<string, number | null>
  prenatalShare: number | null
  caseClass: Record<string, number | null>
  isolatedShare: number | null
  definitions: { version: string }[]
}

const views = async (query: string, token?: string) => {
  const res = await rest('GET', `surveillance/case-views?${query}`, { token })
  expect(res.status, query).toBe(200)
  return (await res.json()) as { rows: ViewRow[]; suppressionThreshold: number | null }
}
const rowOf = (rows: ViewRow[], registry: string, period: string) =>
  rows.find((row) => row.registry === registry && row.period === period)!

describe('GET /api/surveillance/case-views: the figures', () => {
  it('matches the hand-built records for the office', async () => {
    const { rows, suppressionThreshold } = await views(
      `malformation=${CHD}&year=${YEAR}`,
      tokens.admin,
    )
    expect(suppressionThreshold).toBeNull()
    const aFirstRow = rowOf(rows, A, `${YEAR}-S1`)
    // The 12 heart defects of aFirst (the talipes-only case is not one).
    expect(aFirstRow).toMatchObject({
      caseData: true,
      cases: 12,
      births: 6 * 1010,
      liveBirths: 6 * 1000,
      outcome: { 'live-birth': 9, 'fetal-death': 2, topfa: 1 },
      prenatal: { yes: 7, no: 3, unknown: 2 },
      caseClass: { chromosomal: 1, syndrome: 1, multiple: 2, isolated: 8 },
      definitions: [{ version: '1' }],
    })
    // 12 / 6,060 × 10,000 and 9 / 6,000 × 10,000.
    expect(aFirstRow.totalPrevalence!.rate).toBeCloseTo(19.80198, 4)
    expect(aFirstRow.liveBirthPrevalence!.rate).toBeCloseTo(15, 10)
    expect(aFirstRow.prenatalShare).toBeCloseTo(7 / 12, 10)
    expect(aFirstRow.isolatedShare).toBeCloseTo(8 / 12, 10)
    // A's year: 22 cases, 19 live births, 12 diagnosed before birth, 18 isolated.
    expect(rowOf(rows, A, String(YEAR))).toMatchObject({
      cases: 22,
      outcome: { 'live-birth': 19, 'fetal-death': 2, topfa: 1 },
      prenatal: { yes: 12, no: 8, unknown: 2 },
      caseClass: { isolated: 18 },
    })
    // The network's second semester pools A and B (both sent it as records): 16 cases.
    const networkSecond = rowOf(rows, 'network', `${YEAR}-S2`)
    expect(networkSecond).toMatchObject({
      pooled: [A, B],
      cases: 16,
      births: 6 * 1010 + 6 * 2020,
      liveBirths: 6 * 3000,
      outcome: { 'live-birth': 13, 'fetal-death': 0, topfa: 3 },
      prenatal: { yes: 11, no: 5, unknown: 0 },
      caseClass: { chromosomal: 0, syndrome: 0, multiple: 2, isolated: 14 },
    })
    expect(networkSecond.liveBirthPrevalence!.rate).toBeCloseTo((13 / 18_000) * 10_000, 10)
    // The network's first semester and year: A alone (B sent S1 as monthly counts).
    expect(rowOf(rows, 'network', `${YEAR}-S1`)).toMatchObject({ pooled: [A], cases: 12 })
    expect(rowOf(rows, 'network', String(YEAR))).toMatchObject({ pooled: [A], cases: 22 })
  })

  it('says "no case-level data" for periods sent as monthly counts, never 0', async () => {
    const { rows } = await views(`malformation=${CHD}&year=${YEAR}`, tokens.admin)
    for (const [registry, period] of [
      [B, `${YEAR}-S1`],
      [B, String(YEAR)],
      [C, `${YEAR}-S1`],
      [C, `${YEAR}-S2`],
      [C, String(YEAR)],
    ] as const)
      expect(rowOf(rows, registry, period), `${registry} ${period}`).toMatchObject({
        caseData: false,
        cases: null,
        outcome: { 'live-birth': null },
        definitions: [],
      })
  })

  it('answers a bad query with a translated error', async () => {
    const missing = await rest('GET', `surveillance/case-views?malformation=${CHD}`, {
      locale: 'en',
    })
    expect(missing.status).toBe(400)
    expect((await missing.json()).errors).toEqual([
      expect.objectContaining({ field: 'year', code: 'required' }),
    ])
    const unknown = await rest(
      'GET',
      `surveillance/case-views?malformation=${CHD}&year=${YEAR}&registry=ZZ-NONE`,
      { locale: 'en' },
    )
    expect(unknown.status).toBe(400)
    const [error] = (await unknown.json()).errors
    expect(error).toMatchObject({ field: 'registry', code: 'unknownRegistry' })
    expect(error.message).toContain('ZZ-NONE')
  })
})

// ---- the outsider: every number as an equation over the true joint counts ----

const outcomes = ['live-birth', 'fetal-death', 'topfa']
const prenatals = ['yes', 'no', 'unknown']
const classes = ['chromosomal', 'syndrome', 'multiple', 'isolated']
/** Unknowns: a case semester's count per outcome × prenatal × class; a monthly semester's total. */
const columns = new Map<string, number>()
const truth: number[] = []
for (const { registry, semester, specs } of caseSemesters)
  for (const o of outcomes)
    for (const p of prenatals)
      for (const c of classes) {
        columns.set(`${registry}|${semester}|${o}|${p}|${c}`, columns.size)
        truth.push(
          specs.filter(
            (spec) =>
              spec.codes.includes('Q21.0') &&
              spec.outcome === o &&
              (spec.prenatal ?? 'unknown') === p &&
              spec.caseClass === c,
          ).length,
        )
      }
for (const { registry, semester, cases } of monthly) {
  columns.set(`${registry}|${semester}|total`, columns.size)
  truth.push(cases)
}

const semestersOf = (period: string): (1 | 2)[] =>
  period.endsWith('S1') ? [1] : period.endsWith('S2') ? [2] : [1, 2]

/** The vector of a number: its registries' semesters, the columns of its category. */
function vectorOf(registries: string[], period: string, name: string): number[] {
  const vector = Array<number>(columns.size).fill(0)
  const [family, category] = name.split(':')
  for (const registry of registries)
    for (const semester of semestersOf(period)) {
      const total = columns.get(`${registry}|${semester}|total`)
      if (total !== undefined) {
        vector[total] = 1
        continue
      }
      for (const o of outcomes)
        for (const p of prenatals)
          for (const c of classes) {
            const match =
              family === 'cases' ||
              (family === 'outcome' && o === category) ||
              (family === 'prenatal' && p === category) ||
              (family === 'caseClass' && c === category)
            if (match) vector[columns.get(`${registry}|${semester}|${o}|${p}|${c}`)!] = 1
          }
    }
  return vector
}
const valueOf = (vector: number[]) => vector.reduce((sum, v, i) => sum + v * truth[i]!, 0)

/** Each number of a case view by name, as the API shows it. */
const numbersOf = (row: ViewRow): [string, number | null][] => [
  ['cases', row.cases],
  ...Object.entries(row.outcome).map(([k, v]) => [`outcome:${k}`, v] as [string, number | null]),
  ...Object.entries(row.prenatal).map(([k, v]) => [`prenatal:${k}`, v] as [string, number | null]),
  ...Object.entries(row.caseClass).map(
    ([k, v]) => [`caseClass:${k}`, v] as [string, number | null],
  ),
]

describe('GET /api/surveillance/case-views: what a visitor can work out', () => {
  it('shows no count of 1 to 4 and gives none back, alone or in a small sum, across every answer', async () => {
    const THRESHOLD = 5
    const span = new Span()
    const withheld = new Map<string, number[]>()
    const everyRegistry = [A, B, C]
    // Every case view a visitor can ask for this anomaly and year.
    for (const registry of ['', 'network', A, B, C, `${A},${B}`, `network,${A},${B},${C}`]) {
      const { rows, suppressionThreshold } = await views(
        `malformation=${CHD}&year=${YEAR}${registry ? `&registry=${registry}` : ''}`,
      )
      expect(suppressionThreshold).toBe(THRESHOLD)
      for (const row of rows) {
        if (!row.caseData) continue
        const pooled = row.registry === 'network' ? row.pooled! : [row.registry]
        for (const [name, value] of numbersOf(row)) {
          const vector = vectorOf(pooled, row.period, name)
          const key = `${pooled.join('+')}|${row.period}|${name}`
          if (value === null) {
            withheld.set(key, vector)
            continue
          }
          expect(value === 0 || value >= THRESHOLD, `${key} = ${value}`).toBe(true)
          // A shown number is the true one (the equations are right).
          expect(value, key).toBe(valueOf(vector))
          span.add(vector)
        }
        // A rate or a share never travels without its count.
        if (row.cases === null)
          expect([row.totalPrevalence, row.prenatalShare]).toEqual([null, null])
        if (row.outcome['live-birth'] === null) expect(row.liveBirthPrevalence).toBeNull()
        if (row.prenatal.yes === null) expect(row.prenatalShare).toBeNull()
        if (row.caseClass.isolated === null) expect(row.isolatedShare).toBeNull()
      }
    }
    // And every grid number of the prevalence tables for the same anomaly and year.
    for (const groupBy of ['semester', 'year']) {
      const res = await rest(
        'GET',
        `surveillance/prevalence?malformation=${CHD}&registry=network,${everyRegistry.join(',')}&from=${YEAR}-01&to=${YEAR}-12&groupBy=${groupBy}`,
      )
      expect(res.status).toBe(200)
      const { rows } = (await res.json()) as {
        rows: { registry: string; period: string; cases: number | null; excluded?: string[] }[]
      }
      for (const row of rows) {
        const pooled =
          row.registry === 'network'
            ? everyRegistry.filter((code) => !(row.excluded ?? []).includes(code))
            : [row.registry]
        const vector = vectorOf(pooled, row.period, 'cases')
        if (row.cases === null) withheld.set(`grid ${row.registry}|${row.period}`, vector)
        else {
          expect(row.cases).toBe(valueOf(vector))
          span.add(vector)
        }
      }
    }

    // The data had small numbers to protect: A's fetal deaths (2) and TOPFA (1), among others.
    const small = [...withheld].filter(([, vector]) => {
      const value = valueOf(vector)
      return value >= 1 && value < THRESHOLD
    })
    expect(small.map(([key]) => key)).toEqual(
      expect.arrayContaining([
        `${A}|${YEAR}-S1|outcome:fetal-death`,
        `${A}|${YEAR}-S1|outcome:topfa`,
      ]),
    )
    // No withheld small number, nor a small sum of them (with any withheld zeros), is a
    // combination of what was shown.
    const zeros = [...withheld].filter(([, vector]) => valueOf(vector) === 0)
    expect(zeros.length).toBeLessThanOrEqual(12)
    expect(recoverableSmallSums(span, small, zeros, valueOf, THRESHOLD, columns.size)).toEqual([])
  })
})

describe('GET /api/surveillance/case-views: members', () => {
  it('shows a member their own registry exactly and the others as a visitor sees them', async () => {
    const [own, visitor] = await Promise.all([
      views(`malformation=${CHD}&year=${YEAR}`, memberToken),
      views(`malformation=${CHD}&year=${YEAR}`),
    ])
    expect(own.suppressionThreshold).toBe(5)
    // A's small numbers, withheld from the visitor, exactly.
    expect(rowOf(own.rows, A, `${YEAR}-S1`)).toMatchObject({
      cases: 12,
      outcome: { 'live-birth': 9, 'fetal-death': 2, topfa: 1 },
      prenatal: { yes: 7, no: 3, unknown: 2 },
      caseClass: { chromosomal: 1, syndrome: 1, multiple: 2, isolated: 8 },
    })
    expect(rowOf(visitor.rows, A, `${YEAR}-S1`).outcome['fetal-death']).toBeNull()
    // B and the network: what the visitor sees, no more.
    for (const registry of [B, 'network'])
      for (const period of [`${YEAR}-S1`, `${YEAR}-S2`, String(YEAR)])
        expect(rowOf(own.rows, registry, period)).toEqual(rowOf(visitor.rows, registry, period))
  })
})
