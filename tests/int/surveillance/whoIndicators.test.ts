import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import poissonReference from '../../unit/fixtures/poisson-reference.json'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import {
  acceptBirthsOnly,
  createTestRegistries,
  removeTestRegistries,
} from '../../helpers/testRegistries'

/**
 * GET /api/surveillance/indicators on a hand-built fixture, every expected value worked out
 * by hand below from the WHO kit's rules (docs/who-indicators.md). 1979, a year no demo data
 * uses. Registry A sends both semesters as case records with the kit's elements (12,000 live
 * births and 120 stillbirths in the year; target population 15,000 live births); B sends monthly
 * counts (6,000 live births, 60 stillbirths; target 10,000). The records go through the real
 * submission and the office's acceptance.
 */

let payload: Payload
let tokens: Record<Role, string | undefined>
let memberToken: string
const YEAR = 1979
const [A, B] = ['ZZ-WHO-A', 'ZZ-WHO-B']
const MEMBER = { email: 'membro-zz-who-a@relamc.example', password: 'membro-zz-who-a-1' }
const registryIds = new Map<string, number>()
const queuedJobs: (string | number)[] = []
const BIRTHS = 12 * 1010

interface Kit {
  caseId: string
  month: number
  day: number | null
  outcome: 'live-birth' | 'fetal-death' | 'topfa'
  sex: string | null
  maternalAge: number | null
  codes: string[]
  recordStatus?: string
  diagnosisStatuses?: string[]
  clinicalPresentation?: string
  completionDate?: string
  reportDate?: string
  diagnosisCorrected?: boolean
}

/**
 * Each record fills plurality, gestational weeks, weight and prenatal diagnosis (4 of the 13
 * optional elements of BDS.IND.39); the rest as written.
 */
const record = (kit: Kit) => ({
  plurality: 1,
  gestationalWeeks: kit.outcome === 'topfa' ? 20 : 38,
  birthWeight: kit.outcome === 'topfa' ? 350 : 3100,
  prenatalDiagnosis: 'no',
  syndrome: false,
  ...kit,
})

const first: Kit[] = [
  // 1. Complete, anencephaly confirmed. Born 1979-01-10, complete 01-19: 10 days. Optional: 4 +
  // day, sex, age, presentation, correction, report date = 10.
  {
    caseId: 'A-1',
    month: 1,
    day: 10,
    outcome: 'live-birth',
    sex: 'female',
    maternalAge: 17,
    codes: ['Q00.0'],
    recordStatus: 'complete',
    diagnosisStatuses: ['confirmed'],
    clinicalPresentation: 'isolated',
    completionDate: '1979-01-19',
    reportDate: '1979-01-12',
    diagnosisCorrected: false,
  },
  // 2. Complete, spina bifida and talipes confirmed (two lists). Born 02-01, complete 03-01
  // (February 1979 has 28 days): 28 + 1 = 29 days. Optional: 9. Corrected.
  {
    caseId: 'A-2',
    month: 2,
    day: 1,
    outcome: 'fetal-death',
    sex: 'male',
    maternalAge: 32,
    codes: ['Q05.9', 'Q66.0'],
    recordStatus: 'complete',
    diagnosisStatuses: ['confirmed'],
    clinicalPresentation: 'multiple',
    completionDate: '1979-03-01',
    diagnosisCorrected: true,
  },
  // 3. Complete, Q71.3: in three limb-deficiency lists (25, 27, 29). No day: no timeliness.
  // Optional: 4 + sex, age, presentation, correction = 8.
  {
    caseId: 'A-3',
    month: 3,
    day: null,
    outcome: 'topfa',
    sex: 'not-specified',
    maternalAge: 41,
    codes: ['Q71.3'],
    recordStatus: 'complete',
    diagnosisStatuses: ['confirmed'],
    clinicalPresentation: 'isolated',
    completionDate: '1979-04-02',
    diagnosisCorrected: false,
  },
  // 4. Complete: anencephaly only possible (not counted), cleft palate confirmed. No completion
  // date, age, presentation or correction. Optional: 4 + day, sex = 6.
  {
    caseId: 'A-4',
    month: 4,
    day: 5,
    outcome: 'live-birth',
    sex: 'male',
    maternalAge: null,
    codes: ['Q00.0', 'Q35.9'],
    recordStatus: 'complete',
    diagnosisStatuses: ['possible', 'confirmed'],
  },
  // 5. Incomplete (lost to follow-up): never counted in a prevalence.
  {
    caseId: 'A-5',
    month: 5,
    day: 2,
    outcome: 'live-birth',
    sex: 'female',
    maternalAge: 30,
    codes: ['Q00.0'],
    recordStatus: 'incomplete',
    diagnosisStatuses: ['confirmed'],
  },
  // 6. Open and 7. discarded: in no indicator.
  {
    caseId: 'A-6',
    month: 6,
    day: 3,
    outcome: 'live-birth',
    sex: 'female',
    maternalAge: 30,
    codes: ['Q02'],
    recordStatus: 'open',
    diagnosisStatuses: ['confirmed'],
  },
  {
    caseId: 'A-7',
    month: 6,
    day: 4,
    outcome: 'live-birth',
    sex: 'female',
    maternalAge: 30,
    codes: ['Q02'],
    recordStatus: 'discarded',
    diagnosisStatuses: ['confirmed'],
  },
  // 8. A record without the kit's elements: missing, never complete.
  {
    caseId: 'A-8',
    month: 6,
    day: 5,
    outcome: 'live-birth',
    sex: 'male',
    maternalAge: 30,
    codes: ['Q00.0'],
  },
]
const second: Kit[] = [
  // 9. Complete hypospadias (over male births, which the network does not collect). Born
  // 07-01, complete 07-31: 31 days. Optional: 9.
  {
    caseId: 'A-9',
    month: 7,
    day: 1,
    outcome: 'live-birth',
    sex: 'male',
    maternalAge: 25,
    codes: ['Q54.1'],
    recordStatus: 'complete',
    diagnosisStatuses: ['confirmed'],
    clinicalPresentation: 'isolated',
    completionDate: '1979-07-31',
    diagnosisCorrected: false,
  },
  // 10. Complete Down syndrome; tetralogy of Fallot a misdiagnosis. Completed the day of birth:
  // 1 day. Optional: 9. Corrected.
  {
    caseId: 'A-10',
    month: 8,
    day: 20,
    outcome: 'live-birth',
    sex: 'female',
    maternalAge: 38,
    codes: ['Q90.0', 'Q21.3'],
    recordStatus: 'complete',
    diagnosisStatuses: ['confirmed', 'misdiagnosis'],
    clinicalPresentation: 'syndrome',
    completionDate: '1979-08-20',
    diagnosisCorrected: true,
  },
  // 11. Incomplete gastroschisis.
  {
    caseId: 'A-11',
    month: 9,
    day: 1,
    outcome: 'live-birth',
    sex: 'male',
    maternalAge: 30,
    codes: ['Q79.3'],
    recordStatus: 'incomplete',
    diagnosisStatuses: ['confirmed'],
  },
  // 12. Complete, gastroschisis excluded: complete, in no prevalence. Optional: 4 + day, sex,
  // age, correction = 8.
  {
    caseId: 'A-12',
    month: 10,
    day: 3,
    outcome: 'live-birth',
    sex: 'male',
    maternalAge: 30,
    codes: ['Q79.3'],
    recordStatus: 'complete',
    diagnosisStatuses: ['excluded'],
    diagnosisCorrected: false,
  },
  // 13. Complete cleft lip, one status for its one code. Optional: 9.
  {
    caseId: 'A-13',
    month: 11,
    day: 2,
    outcome: 'live-birth',
    sex: 'female',
    maternalAge: 22,
    codes: ['Q36.9'],
    recordStatus: 'complete',
    diagnosisStatuses: ['confirmed'],
    clinicalPresentation: 'isolated',
    diagnosisCorrected: false,
  },
]

const monthsOf = (semester: 1 | 2) =>
  Array.from({ length: 6 }, (_, i) => i + 1 + (semester - 1) * 6)

interface Answer {
  registry: string
  pooled?: string[]
  excluded?: string[]
  indicators: {
    id: string
    numerator: number | null
    denominator: number | null
    value: number | null
    lower: number | null
    upper: number | null
    disaggregations: Record<string, Record<string, number>>
    unavailable?: string
    withheld?: string
  }[]
}

const ask = async (query: string, token?: string) => {
  const res = await rest('GET', `surveillance/indicators?${query}`, { token })
  expect(res.status, query).toBe(200)
  const answer = (await res.json()) as Answer
  return { ...answer, of: (id: string) => answer.indicators.find((one) => one.id === id)! }
}

/** R's Garwood interval of a count (scripts/stats/generate-poisson-reference.R) per 10,000. */
function garwood(observed: number) {
  const row = poissonReference.cases.find((c) => c.observed === observed && c.confidence === 0.95)!
  return { lower: (row.lower * 10_000) / BIRTHS, upper: (row.upper * 10_000) / BIRTHS }
}

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const created = await createTestRegistries(payload, [A, B], {
    ...MEMBER,
    name: 'Membro ZZ-WHO-A',
  })
  for (const [code, id] of created.ids) registryIds.set(code, id)
  memberToken = created.memberToken
  for (const [code, liveBirths] of [
    [A, 15_000],
    [B, 10_000],
  ] as const)
    await payload.update({
      collection: 'member-registries',
      id: registryIds.get(code)!,
      data: { targetPopulationBirths: [{ year: YEAR, liveBirths }] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  for (const [semester, kits] of [
    [1, first],
    [2, second],
  ] as const) {
    const sent = await rest('POST', 'surveillance/case-records', {
      token: tokens.admin,
      body: {
        registry: A,
        year: YEAR,
        semester,
        status: 'submitted',
        births: monthsOf(semester).map((month) => ({ month, liveBirths: 1000, stillbirths: 10 })),
        cases: kits.map(record),
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
  await acceptBirthsOnly(payload, registryIds.get(B)!, YEAR, { liveBirths: 500, stillbirths: 5 })
})

afterAll(async () => {
  await removeTestRegistries(payload, registryIds, MEMBER.email, queuedJobs)
})

describe('GET /api/surveillance/indicators: the kit’s rules on the hand-built fixture', () => {
  it('gives the 42 indicators under the kit’s identifiers', async () => {
    const { indicators } = await ask(`registry=${A}&year=${YEAR}`, tokens.admin)
    const expected = [
      ...Array.from({ length: 39 }, (_, i) => `BDS.IND.${i + 1}`),
      'BDS.IND.41',
      'BDS.IND.42',
      'BDS.IND.43',
    ]
    expect(indicators.map((one) => one.id).sort()).toEqual(expected.sort())
  })

  it('counts complete records with confirmed diagnoses in every list they fall in', async () => {
    const { of } = await ask(`registry=${A}&year=${YEAR}`, tokens.admin)
    // Anencephaly: A-1 only (A-4 possible, A-5 incomplete, A-8 without a status).
    expect(of('BDS.IND.1')).toMatchObject({ numerator: 1, denominator: BIRTHS })
    expect(of('BDS.IND.1').value).toBeCloseTo((1 / BIRTHS) * 10_000, 12)
    expect(of('BDS.IND.1').lower).toBeCloseTo(garwood(1).lower, 12)
    expect(of('BDS.IND.1').upper).toBeCloseTo(garwood(1).upper, 12)
    // A-2 is in spina bifida and talipes; A-3 in three limb-deficiency lists.
    for (const id of ['BDS.IND.5', 'BDS.IND.23', 'BDS.IND.25', 'BDS.IND.27', 'BDS.IND.29'])
      expect(of(id).numerator, id).toBe(1)
    expect(of('BDS.IND.15').numerator).toBe(1) // A-4's confirmed cleft palate
    expect(of('BDS.IND.16').numerator).toBe(1)
    expect(of('BDS.IND.32').numerator).toBe(1)
    expect(of('BDS.IND.10').numerator).toBe(0) // A-10's misdiagnosis
    expect(of('BDS.IND.31').numerator).toBe(0) // A-11 incomplete, A-12 excluded
    expect(of('BDS.IND.6').numerator).toBe(0) // A-6 open, A-7 discarded
    expect(of('BDS.IND.31').upper).toBeCloseTo(garwood(0).upper, 12)
  })

  it('puts hypospadias over male births, which are not recorded', async () => {
    const { of } = await ask(`registry=${A}&year=${YEAR}`, tokens.admin)
    expect(of('BDS.IND.21')).toMatchObject({
      numerator: 1,
      denominator: null,
      value: null,
      unavailable: 'maleBirthsNotRecorded',
    })
    expect(of('BDS.IND.21').disaggregations.sex).toBeUndefined()
  })

  it('gives any anomaly with the kit’s disaggregations', async () => {
    const { of } = await ask(`registry=${A}&year=${YEAR}`, tokens.admin)
    const any = of('BDS.IND.37')
    // A-1, 2, 3, 4, 9, 10, 13 (A-12 complete without a confirmed diagnosis).
    expect(any.numerator).toBe(7)
    expect(any.value).toBeCloseTo((7 / BIRTHS) * 10_000, 12)
    expect(any.lower).toBeCloseTo(garwood(7).lower, 12)
    expect(any.upper).toBeCloseTo(garwood(7).upper, 12)
    expect(any.disaggregations).toEqual({
      outcome: { 'live-birth': 5, 'fetal-death': 1, topfa: 1 },
      clinicalPresentation: { isolated: 4, multiple: 1, syndrome: 1, missing: 1 },
      maternalAge: {
        '10-14': 0,
        '15-19': 1,
        '20-24': 1,
        '25-29': 1,
        '30-34': 1,
        '35-39': 1,
        '40-44': 1,
        '45-49': 0,
        '50-54': 0,
        '55-59': 0,
        '60+': 0,
        missing: 1,
      },
      sex: { male: 3, female: 3, indeterminate: 0, 'not-specified': 1, missing: 0 },
    })
    // Trisomy 21: no clinical presentation in the kit.
    expect(of('BDS.IND.32').disaggregations.clinicalPresentation).toBeUndefined()
  })

  it('gives the system indicators', async () => {
    const { of } = await ask(`registry=${A}&year=${YEAR}`, tokens.admin)
    // 12,000 of 15,000 target-population live births.
    expect(of('BDS.IND.38')).toMatchObject({ numerator: 12_000, denominator: 15_000, value: 80 })
    // Complete: A-1, 2, 3, 4, 9, 10, 12, 13. Optional elements 10+9+8+6+9+9+8+9 = 68 of 13 × 8.
    expect(of('BDS.IND.39')).toMatchObject({ numerator: 68, denominator: 104 })
    expect(of('BDS.IND.39').value).toBeCloseTo((100 * 68) / 104, 12)
    // Incomplete of 10 complete or incomplete.
    expect(of('BDS.IND.41')).toMatchObject({ numerator: 2, denominator: 10, value: 20 })
    // Not corrected: A-1, 3, 9, 12, 13 of 8 (A-4 says nothing: not counted as uncorrected).
    expect(of('BDS.IND.42')).toMatchObject({ numerator: 5, denominator: 8, value: 62.5 })
    // Days from birth to completion + 1: 10 + 29 + 31 + 1 over the 4 dated complete records.
    expect(of('BDS.IND.43')).toMatchObject({ numerator: 71, denominator: 4 })
    expect(of('BDS.IND.43').value).toBeCloseTo(71 / 4, 12)
  })

  it('says a registry sending monthly counts needs case records', async () => {
    const { of } = await ask(`registry=${B}&year=${YEAR}`, tokens.admin)
    expect(of('BDS.IND.1')).toMatchObject({ value: null, unavailable: 'caseRecordsNeeded' })
    expect(of('BDS.IND.38')).toMatchObject({ numerator: 6000, denominator: 10_000, value: 60 })
  })

  it('pools the network over the registries with case records', async () => {
    const network = await ask(`registry=network&year=${YEAR}`, tokens.admin)
    expect(network.pooled).toEqual([A])
    expect(network.excluded).toContain(B)
    expect(network.of('BDS.IND.37').numerator).toBe(7)
    // Coverage pools A and B: 18,000 of 25,000.
    expect(network.of('BDS.IND.38')).toMatchObject({
      numerator: 18_000,
      denominator: 25_000,
      value: 72,
    })
  })

  it('gives a semester on its own', async () => {
    const { of } = await ask(`registry=${A}&year=${YEAR}&semester=2`, tokens.admin)
    // 6,060 births; coverage is yearly.
    expect(of('BDS.IND.37')).toMatchObject({ numerator: 3, denominator: 6060 })
    expect(of('BDS.IND.38')).toMatchObject({ value: null, unavailable: 'targetNotRecorded' })
  })
})

describe('GET /api/surveillance/indicators: disclosure', () => {
  it('gives the registry’s member its own numbers exactly', async () => {
    const { of } = await ask(`registry=${A}&year=${YEAR}`, memberToken)
    expect(of('BDS.IND.1')).toMatchObject({ numerator: 1, denominator: BIRTHS })
  })

  it('withholds every case count from visitors and other members, keeping coverage', async () => {
    for (const [query, token] of [
      [`registry=${A}&year=${YEAR}`, undefined],
      [`registry=network&year=${YEAR}`, undefined],
      [`registry=network&year=${YEAR}`, memberToken],
      [`registry=${A}&year=${YEAR}&semester=1`, tokens.user],
    ] as const) {
      const { indicators, of } = await ask(query, token)
      for (const one of indicators.filter((i) => i.id !== 'BDS.IND.38')) {
        expect(one, `${query} ${one.id}`).toMatchObject({
          numerator: null,
          denominator: null,
          value: null,
          lower: null,
          upper: null,
          disaggregations: {},
          withheld: 'unpublished',
        })
      }
      expect(of('BDS.IND.38').withheld).toBeUndefined()
    }
  })

  it('refuses a malformed query with a translated 400', async () => {
    const res = await rest(
      'GET',
      'surveillance/indicators?registry=ZZ-NONE&year=19x9&semester=3&locale=es',
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: { field: string; code: string }[] }
    expect(body.errors.map((e) => e.code).sort()).toEqual(['invalidChoice', 'outOfRange'])
    const unknown = await rest('GET', `surveillance/indicators?registry=ZZ-NONE&year=${YEAR}`)
    expect(unknown.status).toBe(400)
  })
})
