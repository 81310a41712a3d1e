import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { loadDisclosurePolicy } from '@/lib/surveillance/data/disclosure'
import { discloseQualityRow, type DisclosedQualityRow } from '@/lib/surveillance/disclosure'
import { demoAccounts } from '@/seed'
import { loadQualityPage } from '@/lib/surveillance/quality/qualityPage'
import type { QualityRow } from '@/lib/surveillance/quality/qualityRow'
import { readQualityRows } from '@/lib/surveillance/quality/readQualityRows'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import {
  acceptBirthsOnly,
  createTestRegistries,
  removeTestRegistries,
} from '../../helpers/testRegistries'

/**
 * The data-quality panel on a hand-built fixture, every expected value worked out by hand below
 * (docs/data-quality.md, docs/who-indicators.md). 1977, a year no demo data uses; due days are
 * the default 60: 1977/1 is due on 29 August 1977, 1977/2 on 1 March 1978.
 * - A sends both semesters as case records (real submission and acceptance): 1977/1 sent on
 *   15 August (on time), 1977/2 on 10 March 1978 (late). 12,000 live births; target 16,000.
 * - B sends 1977/1 as monthly counts on the due day itself (on time), never 1977/2 (missing).
 * - C's two semesters were accepted by the office without a submission (undated).
 * Sending dates and stored warnings are set on the submissions afterwards: the save functions
 * stamp the day they run.
 */

let payload: Payload
let tokens: Record<Role, string | undefined>
const YEAR = 1977
const TODAY = new Date('2026-01-15T12:00:00Z')
const [A, B, C] = ['ZZ-DQ-A', 'ZZ-DQ-B', 'ZZ-DQ-C']
const MEMBER_A = { email: 'membro-zz-dq-a@relamc.example', password: 'membro-zz-dq-a-1' }
const MEMBER_B = { email: 'membro-zz-dq-b@relamc.example', password: 'membro-zz-dq-b-1' }
const registryIds = new Map<string, number>()
const queuedJobs: (string | number)[] = []

const base = { plurality: 1, gestationalWeeks: 38, birthWeight: 3100, syndrome: false }
const firstSemester = [
  // 1. Q05.9: an unspecified code. Prenatal. Complete, not corrected; born 01-10, complete
  // 01-19: 10 days. Optional elements: day, sex, plurality, weeks, weight, prenatal, age,
  // correction = 8.
  {
    ...base,
    caseId: 'DQ-1',
    month: 1,
    day: 10,
    outcome: 'live-birth',
    sex: 'female',
    maternalAge: 25,
    prenatalDiagnosis: 'yes',
    codes: ['Q05.9'],
    recordStatus: 'complete',
    diagnosisStatuses: ['confirmed'],
    completionDate: `${YEAR}-01-19`,
    diagnosisCorrected: false,
  },
  // 2. Down syndrome (chromosomal) with tetralogy of Fallot; not prenatal. Complete, corrected;
  // born 02-01, complete 03-01 (February 1977: 28 days): 29 days. Optional elements: 8.
  {
    ...base,
    caseId: 'DQ-2',
    month: 2,
    day: 1,
    outcome: 'live-birth',
    sex: 'male',
    maternalAge: 39,
    prenatalDiagnosis: 'no',
    codes: ['Q90.0', 'Q21.3'],
    recordStatus: 'complete',
    diagnosisStatuses: ['confirmed', 'confirmed'],
    completionDate: `${YEAR}-03-01`,
    diagnosisCorrected: true,
  },
  // 3. Q36.9, unilateral cleft lip: a precise code despite its 9. Prenatal unknown. Complete,
  // not corrected, no day (no timeliness). Optional elements: 7.
  {
    ...base,
    caseId: 'DQ-3',
    month: 3,
    day: null,
    outcome: 'live-birth',
    sex: 'female',
    maternalAge: 30,
    prenatalDiagnosis: 'unknown',
    codes: ['Q36.9'],
    recordStatus: 'complete',
    diagnosisStatuses: ['confirmed'],
    diagnosisCorrected: false,
  },
  // 4. Discarded: in no measure.
  {
    ...base,
    caseId: 'DQ-4',
    month: 4,
    day: 2,
    outcome: 'live-birth',
    sex: 'male',
    maternalAge: 30,
    prenatalDiagnosis: 'yes',
    codes: ['Q02'],
    recordStatus: 'discarded',
    diagnosisStatuses: ['confirmed'],
  },
]
const secondSemester = [
  // 5. Two unspecified codes, Q99.9 chromosomal. Prenatal. Incomplete (lost to follow-up).
  {
    ...base,
    caseId: 'DQ-5',
    month: 8,
    day: 3,
    outcome: 'live-birth',
    sex: 'female',
    maternalAge: 28,
    prenatalDiagnosis: 'yes',
    codes: ['Q35.9', 'Q99.9'],
    recordStatus: 'incomplete',
    diagnosisStatuses: ['confirmed', 'confirmed'],
  },
  // 6. Gastroschisis, prenatal diagnosis not said. Complete, correction not said; born 07-05,
  // complete the same day: 1 day. Optional elements: day, sex, plurality, weeks, weight, age = 6.
  {
    ...base,
    caseId: 'DQ-6',
    month: 7,
    day: 5,
    outcome: 'live-birth',
    sex: 'male',
    maternalAge: 22,
    prenatalDiagnosis: null,
    codes: ['Q79.3'],
    recordStatus: 'complete',
    diagnosisStatuses: ['confirmed'],
    completionDate: `${YEAR}-07-05`,
  },
]

const months = (semester: 1 | 2) => Array.from({ length: 6 }, (_, i) => i + 1 + (semester - 1) * 6)

async function accept(id: string | number) {
  const accepted = await rest('POST', `surveillance/submissions/${id}/accept`, {
    token: tokens.admin,
    body: {},
  })
  expect(accepted.status, await accepted.clone().text()).toBe(200)
  const answer = await accepted.json()
  if (answer.monitoring?.job) queuedJobs.push(answer.monitoring.job)
}

/** Sets the day a submission was sent and its stored warnings (numbers untouched). */
const stamp = (
  id: string | number,
  submittedAt: string,
  warnings: { code: string; params: Record<string, number>; explanation: string | null }[],
) =>
  payload.update({
    collection: 'data-submissions',
    id,
    data: { submittedAt, warnings },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })

async function userOf(email: string): Promise<User> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return docs[0]!
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const created = await createTestRegistries(payload, [A, B, C], {
    ...MEMBER_A,
    name: 'Membro ZZ-DQ-A',
  })
  for (const [code, id] of created.ids) registryIds.set(code, id)
  await payload.create({
    collection: 'users',
    data: {
      ...MEMBER_B,
      name: 'Membro ZZ-DQ-B',
      country: 'PE',
      roles: ['user'],
      registries: [registryIds.get(B)!],
    },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'member-registries',
    id: registryIds.get(A)!,
    data: { targetPopulationBirths: [{ year: YEAR, liveBirths: 16_000 }] },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })

  const sentA: Record<1 | 2, string | number> = { 1: 0, 2: 0 }
  for (const [semester, cases] of [
    [1, firstSemester],
    [2, secondSemester],
  ] as const) {
    const sent = await rest('POST', 'surveillance/case-records', {
      token: tokens.admin,
      body: {
        registry: A,
        year: YEAR,
        semester,
        status: 'submitted',
        births: months(semester).map((month) => ({ month, liveBirths: 1000, stillbirths: 10 })),
        cases,
      },
    })
    expect(sent.status, await sent.clone().text()).toBe(201)
    sentA[semester] = ((await sent.json()) as { id: string | number }).id
    await accept(sentA[semester])
  }
  await stamp(sentA[1], '1977-08-15T10:00:00.000Z', [
    { code: 'allZeroMonth', params: { month: 3 }, explanation: 'Greve no hospital em março.' },
    { code: 'semesterBelowHistory', params: { cases: 1, expected: 20 }, explanation: null },
  ])
  await stamp(sentA[2], '1978-03-10T10:00:00.000Z', [])

  const sentB = await rest('POST', 'surveillance/submissions', {
    token: tokens.admin,
    body: {
      registry: B,
      year: YEAR,
      semester: 1,
      status: 'submitted',
      births: months(1).map((month) => ({ month, liveBirths: 500, stillbirths: 5 })),
      cases: months(1).map((month) => ({ malformation: 1, month, cases: 1 })),
    },
  })
  expect(sentB.status, await sentB.clone().text()).toBe(201)
  const idB = ((await sentB.json()) as { id: string | number }).id
  await accept(idB)
  // Sent late in the evening of the due day: still on time.
  await stamp(idB, '1977-08-29T22:00:00.000Z', [
    { code: 'monthWithoutBirths', params: { month: 2 }, explanation: ' ' },
  ])

  await acceptBirthsOnly(payload, registryIds.get(C)!, YEAR, { liveBirths: 300, stillbirths: 3 })
})

afterAll(async () => {
  await removeTestRegistries(payload, registryIds, MEMBER_A.email, queuedJobs)
  await payload.delete({
    collection: 'users',
    where: { email: { equals: MEMBER_B.email } },
    overrideAccess: true,
  })
})

const rowsOf = async () => {
  const rows = await readQualityRows(payload, [YEAR], TODAY)
  return (registry: string) => rows.find((row) => row.registry === registry)!
}

const indicator = (row: { indicators: { id: string }[] }, id: string) =>
  row.indicators.find((one) => one.id === id) as QualityRow['indicators'][number] & {
    withheld?: string
  }

// Hand-computed. A: complete records DQ-1, 2, 3, 6; incomplete DQ-5; DQ-4 discarded.
const A_INDICATORS = {
  'BDS.IND.38': { numerator: 12_000, denominator: 16_000, value: 75 },
  // Optional elements 8 + 8 + 7 + 6 = 29 of 13 × 4.
  'BDS.IND.39': { numerator: 29, denominator: 52, value: (100 * 29) / 52 },
  // One incomplete of five complete or incomplete.
  'BDS.IND.41': { numerator: 1, denominator: 5, value: 20 },
  // Not corrected: DQ-1 and DQ-3 of four (DQ-6 does not say).
  'BDS.IND.42': { numerator: 2, denominator: 4, value: 50 },
  // 10 + 29 + 1 days over three dated complete records.
  'BDS.IND.43': { numerator: 40, denominator: 3, value: 40 / 3 },
}
// Records DQ-1, 2, 3, 5, 6; codes 1 + 2 + 1 + 2 + 1; unspecified Q05.9, Q35.9, Q99.9;
// prenatal DQ-1, DQ-5; chromosomal DQ-2 (Q90.0), DQ-5 (Q99.9).
const A_CASES = { records: 5, codes: 7, unspecifiedCodes: 3, prenatal: 2, chromosomal: 2 }
const A_TIMELINESS = { expected: 2, sent: 2, onTime: 1, late: 1, undated: 0, missing: 0 }
const B_TIMELINESS = { expected: 2, sent: 1, onTime: 1, late: 0, undated: 0, missing: 1 }
const C_TIMELINESS = { expected: 2, sent: 2, onTime: 0, late: 0, undated: 2, missing: 0 }

describe('the data-quality panel’s numbers (hand-computed fixture)', () => {
  it('gives the kit’s system indicators of a registry sending case records', async () => {
    const row = (await rowsOf())(A)
    expect(row.indicators.map((one) => one.id)).toEqual(Object.keys(A_INDICATORS))
    for (const [id, expected] of Object.entries(A_INDICATORS)) {
      const got = indicator(row, id)
      expect(got.numerator, id).toBe(expected.numerator)
      expect(got.denominator, id).toBe(expected.denominator)
      expect(got.value, id).toBeCloseTo(expected.value, 10)
    }
  })

  it('counts semesters sent, on time, late, undated and missing against the due days', async () => {
    const of = await rowsOf()
    expect(of(A).timeliness).toEqual(A_TIMELINESS)
    expect(of(B).timeliness).toEqual(B_TIMELINESS)
    expect(of(C).timeliness).toEqual(C_TIMELINESS)
    // The network: the three registries added up (the demo's registries owe nothing in 1977).
    expect(of('network').timeliness).toEqual({
      expected: 6,
      sent: 5,
      onTime: 2,
      late: 1,
      undated: 2,
      missing: 1,
    })
  })

  it('measures codes, prenatal diagnoses and chromosomal cases from case records only', async () => {
    const of = await rowsOf()
    expect(of(A).caseRecords).toEqual(A_CASES)
    expect(of(B).caseRecords).toBeNull()
    expect(of(C).caseRecords).toBeNull()
    // The network pools the registries that sent the whole year as case records: A.
    expect(of('network').caseRecords).toEqual(A_CASES)
  })

  it('counts the accepted versions’ warnings and those explained', async () => {
    const of = await rowsOf()
    expect(of(A).warnings).toEqual({ raised: 2, explained: 1 })
    expect(of(B).warnings).toEqual({ raised: 1, explained: 0 })
    expect(of(C).warnings).toEqual({ raised: 0, explained: 0 })
    expect(of('network').warnings).toEqual({ raised: 3, explained: 1 })
  })

  it('says which indicators it cannot compute for monthly counts and missing births', async () => {
    const of = await rowsOf()
    expect(indicator(of(B), 'BDS.IND.38').unavailable).toBe('birthsNotAvailable')
    expect(indicator(of(C), 'BDS.IND.38').unavailable).toBe('targetNotRecorded')
    for (const id of ['BDS.IND.39', 'BDS.IND.41', 'BDS.IND.42', 'BDS.IND.43'])
      expect(indicator(of(C), id).unavailable, id).toBe('caseRecordsNeeded')
    // Network coverage: only A has both births and a target.
    expect(indicator(of('network'), 'BDS.IND.38')).toMatchObject({
      numerator: 12_000,
      denominator: 16_000,
      value: 75,
    })
  })
})

describe('who sees what of the panel', () => {
  const asSeenBy = async (user: User | null) => {
    const of = await rowsOf()
    const policy = await loadDisclosurePolicy(payload, user)
    return (registry: string) => discloseQualityRow(of(registry), policy)
  }
  const exact = (row: DisclosedQualityRow) =>
    row.caseRecords !== 'unpublished' && row.warnings !== 'unpublished'

  it('shows the office every number', async () => {
    const seen = await asSeenBy(await userOf(demoAccounts.admin.email))
    const of = await rowsOf()
    for (const code of [A, B, C, 'network']) expect(seen(code), code).toEqual(of(code))
  })

  it('shows a visitor coverage and timeliness only, the rest withheld', async () => {
    const seen = await asSeenBy(null)
    for (const code of [A, 'network']) {
      const row = seen(code)
      expect(indicator(row, 'BDS.IND.38').value, code).toBe(75)
      for (const id of ['BDS.IND.39', 'BDS.IND.41', 'BDS.IND.42', 'BDS.IND.43'])
        expect(indicator(row, id), `${code} ${id}`).toMatchObject({
          numerator: null,
          denominator: null,
          value: null,
          withheld: 'unpublished',
        })
      expect(row.caseRecords).toBe('unpublished')
      expect(row.warnings).toBe('unpublished')
    }
    expect(seen(A).timeliness).toEqual(A_TIMELINESS)
    // Monthly counts: not available, whoever asks.
    expect(seen(B).caseRecords).toBeNull()
    expect(seen(B).warnings).toBe('unpublished')
  })

  it('shows a registry’s members their own registry exactly, not the others nor the network', async () => {
    const of = await rowsOf()
    const memberA = await asSeenBy(await userOf(MEMBER_A.email))
    expect(memberA(A)).toEqual(of(A))
    expect(exact(memberA(B))).toBe(false)
    expect(exact(memberA('network'))).toBe(false)
    expect(indicator(memberA('network'), 'BDS.IND.39').withheld).toBe('unpublished')

    const memberB = await asSeenBy(await userOf(MEMBER_B.email))
    expect(memberB(B)).toEqual(of(B))
    expect(memberB(A).caseRecords).toBe('unpublished')
    expect(indicator(memberB(A), 'BDS.IND.42').value).toBeNull()
    expect(memberB(A).timeliness).toEqual(A_TIMELINESS)
  })
})

describe('the page’s query', () => {
  it('falls back to the network and the latest year on an unknown registry or a bad year', async () => {
    const page = await loadQualityPage(payload, { registry: 'XX-NOPE', year: '12ab' }, null, TODAY)
    expect(page.query.registry).toBe('network')
    expect(page.query.year).toBe(page.years[0] ?? null)
    expect(page.issues).toEqual([
      { field: 'registry', code: 'unknownRegistry', value: 'XX-NOPE' },
      { field: 'year', code: 'unknownYear', value: '12ab' },
    ])
    // A visitor is told the threshold; the office is not (it sees every number).
    expect(page.threshold).not.toBeNull()
  })

  it('takes a registry’s code in any case and lists every registry beside the network', async () => {
    const page = await loadQualityPage(payload, { registry: A.toLowerCase() }, null, TODAY)
    expect(page.query.registry).toBe(A)
    expect(page.issues).toEqual([])
    expect(page.registries).toEqual(expect.arrayContaining([A, B, C]))
    if (page.years.length > 0) expect(page.byRegistry.at(-1)?.registry).toBe('network')
  })
})
