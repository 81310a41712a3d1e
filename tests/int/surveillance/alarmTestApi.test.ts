import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { alarmTest, expectedCases } from '@/lib/stats'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { demoAlarmInput } from '../../helpers/alarmInput'

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

/** As an admin, who sees every registry exactly: accepted data may be the base period. */
const post = (body: unknown, locale?: string, role: Role = 'admin') =>
  rest('POST', 'surveillance/alarm-test', { body, locale, token: tokens[role] })

/** The demo baseline of a registry × malformation × period, read straight from the database. */
async function demoBaseline(networkCode: string, malformationNumber: number, basePeriod: string) {
  const registry = (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: networkCode } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]
  const malformation = (
    await payload.find({
      collection: 'malformations',
      where: { number: { equals: malformationNumber } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]
  const { docs } = await payload.find({
    collection: 'baseline-rates',
    where: {
      and: [
        { registry: { equals: registry?.id } },
        { malformation: { equals: malformation?.id } },
        { basePeriod: { equals: basePeriod } },
      ],
    },
    limit: 1,
    overrideAccess: true,
  })
  if (!docs[0])
    throw new Error(`no demo baseline ${networkCode} ${malformationNumber} ${basePeriod}`)
  return docs[0]
}

/**
 * Accepted monthly data of a registry × malformation summed over a base period,
 * read straight from the accepted tables: births are live births plus stillbirths.
 */
async function acceptedSums(
  networkCode: string,
  malformationNumber: number,
  from: string,
  to: string,
) {
  const registry = (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: networkCode } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!
  const malformation = (
    await payload.find({
      collection: 'malformations',
      where: { number: { equals: malformationNumber } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!
  const range = { month: { greater_than_equal: from, less_than_equal: to } }
  const cases = await payload.find({
    collection: 'surveillance-cases',
    where: {
      and: [
        { registry: { equals: registry.id } },
        { malformation: { equals: malformation.id } },
        range,
      ],
    },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const births = await payload.find({
    collection: 'surveillance-births',
    where: { and: [{ registry: { equals: registry.id } }, range] },
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return {
    months: cases.docs.length,
    blank:
      cases.docs.some((doc) => doc.cases === null) ||
      births.docs.some((doc) => doc.liveBirths === null),
    cases: cases.docs.reduce((sum, doc) => sum + (doc.cases ?? 0), 0),
    births: births.docs.reduce(
      (sum, doc) => sum + (doc.liveBirths ?? 0) + (doc.stillbirths ?? 0),
      0,
    ),
  }
}

const input = demoAlarmInput

describe('POST /api/surveillance/alarm-test', () => {
  it('takes expected cases from the accepted data of the current base period', async () => {
    const baseline = await acceptedSums('AR-RENAC', 1, '2020-01', '2022-12')
    // The demo's accepted data covers every month of 2020–2022 for this pair.
    expect(baseline).toMatchObject({ months: 36, blank: false })
    const expected = expectedCases({
      births: 12000,
      baselineCases: baseline.cases,
      baselineBirths: baseline.births,
    })
    const test = alarmTest({ observed: 12, expected })

    const res = await post(input, 'en')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      registry: { code: 'AR-RENAC', initials: 'RENAC' },
      malformation: { number: 1, name: 'Microcephaly', icd10: 'Q02' },
      basePeriod: '2020-2022',
      baseline: { births: baseline.births, cases: baseline.cases, source: 'accepted' },
      direction: 'excess',
      interval: { confidence: 0.95 },
    })
    expect(body.expected).toBeCloseTo(expected, 12)
    expect(body.interval.lower).toBeCloseTo(test.lower, 12)
    expect(body.interval.upper).toBeCloseTo(test.upper, 12)
    expect(body.ratesPer10000.observed).toBeCloseTo(10, 12)
    expect(body.alarm).toBe(test.alarm)
    expect(body.direction).toBe(test.direction)
    expect(body.summary).toMatch(/^For RENAC, Microcephaly: in 12,000 births/)
    expect(body.summary).toContain("from the registry's accepted monthly data for 2020–2022")
  })

  it('gives a visitor the imported reference rate, never the accepted counts of a base period', async () => {
    const imported = await demoBaseline('AR-RENAC', 1, '2020-2022')
    const accepted = await acceptedSums('AR-RENAC', 1, '2020-01', '2022-12')
    // The two differ, so the answer says which one was used.
    expect(imported.cases).not.toBe(accepted.cases)
    const res = await post(input, 'en', 'anonymous')
    expect(res.status).toBe(200)
    expect((await res.json()).baseline).toMatchObject({
      births: imported.births,
      cases: imported.cases,
      source: 'imported',
    })
  })

  it('uses the imported baseline rate where no accepted data covers the base period, and says so', async () => {
    // Demo data starts in 2014: a 2012-2013 reference can only be an imported rate.
    await payload.create({
      collection: 'baseline-rates',
      data: {
        registry: (await demoBaseline('AR-RENAC', 1, '2020-2022')).registry as number,
        malformation: (await demoBaseline('AR-RENAC', 1, '2020-2022')).malformation as number,
        basePeriod: '2012-2013',
        births: 600000,
        cases: 150,
      },
      overrideAccess: true,
    })
    const res = await post({ ...input, basePeriod: '2012-2013' }, 'en')
    const body = await res.json()
    expect(res.status).toBe(200)
    expect(body.baseline).toEqual({
      births: 600000,
      cases: 150,
      sourceNote: null,
      demo: false,
      source: 'imported',
    })
    expect(body.expected).toBeCloseTo(3, 12)
    expect(body.summary).toContain('from the imported baseline rate for 2012–2013')
  })

  it('answers in the requested language and uses an older base period when asked', async () => {
    const baseline = await acceptedSums('AR-RENAC', 1, '2018-01', '2018-12')
    expect(baseline).toMatchObject({ months: 12, blank: false })
    const res = await post({ ...input, basePeriod: '2018', observed: 0, locale: 'es' })
    const body = await res.json()
    expect(res.status).toBe(200)
    expect(body.malformation.name).toBe('Microcefalia')
    expect(body.expected).toBeCloseTo((12000 * baseline.cases) / baseline.births, 12)
    expect(body.summary).toMatch(/^Para RENAC, Microcefalia/)
  })

  it('returns 400 with a translated error for each wrong field', async () => {
    const res = await post(
      {
        registry: 'XX',
        malformation: '99',
        periodStart: '2025-07-01',
        periodEnd: '2025-06-30',
        births: '0',
        observed: '',
      },
      'en',
    )
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.errors).toEqual([
      {
        field: 'periodEnd',
        code: 'endBeforeStart',
        message: 'The end of the period cannot be before its start.',
      },
      {
        field: 'births',
        code: 'notPositive',
        message: 'The number of births must be greater than zero.',
      },
      {
        field: 'observed',
        code: 'observedRequired',
        message: expect.stringContaining('0 if there was no case'),
      },
      {
        field: 'registry',
        code: 'unknownRegistry',
        message: 'There is no registry with the code "XX".',
      },
      {
        field: 'malformation',
        code: 'unknownMalformation',
        message: 'There is no malformation with the number "99".',
      },
    ])
  })

  it('refuses more observed cases than births and a body that is not an object', async () => {
    const res = await post({ ...input, births: 10, observed: 11 }, 'pt')
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toEqual([
      {
        field: 'observed',
        code: 'aboveBirths',
        message: 'O número de casos não pode ser maior que o número de nascimentos.',
      },
    ])
    const empty = await post([1, 2, 3])
    expect(empty.status).toBe(400)
  })

  it('says which baseline is missing and which periods have one', async () => {
    // No accepted data before 2014 and no imported rate for 2013.
    const res = await post(
      { ...input, registry: 'MX-NL', malformation: '3', basePeriod: '2013' },
      'en',
    )
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toEqual([
      {
        field: 'basePeriod',
        code: 'noBaseline',
        message:
          'There is no reference prevalence for ReDeCon HU and Spina bifida in the base period 2013. Periods with a reference: 2020–2022, 2017–2018.',
      },
    ])
  })

  it('will not test against a baseline whose cases are not available', async () => {
    const demo = await demoBaseline('NI-SVDC', 15, '2020-2022')
    expect(demo.cases).toBeNull()
    // Before the accepted data starts, the imported rate with blank cases is all there is.
    await payload.create({
      collection: 'baseline-rates',
      data: {
        registry: demo.registry as number,
        malformation: demo.malformation as number,
        basePeriod: '2013',
        births: 20000,
        cases: null,
      },
      overrideAccess: true,
    })
    const res = await post(
      { ...input, registry: 'NI-SVDC', malformation: '15', observed: 1, basePeriod: '2013' },
      'en',
    )
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0]).toMatchObject({
      field: 'basePeriod',
      code: 'baselineCasesMissing',
    })
  })

  it('follows the current base period of the site settings', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { currentBasePeriod: '2018' },
      overrideAccess: true,
    })
    try {
      const body = await (await post(input)).json()
      expect(body.basePeriod).toBe('2018')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { currentBasePeriod: '2020-2022' },
        overrideAccess: true,
      })
    }
  })
})
