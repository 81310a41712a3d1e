import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { alarmTest, expectedCases } from '@/lib/stats'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const post = (body: unknown, locale?: string) =>
  rest('POST', 'surveillance/alarm-test', { body, locale })

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

const input = {
  registry: 'AR-RENAC',
  malformation: '1',
  periodStart: '2025-01-01',
  periodEnd: '2025-06-30',
  births: 12000,
  observed: 12,
}

describe('POST /api/surveillance/alarm-test', () => {
  it('tests against the current base period of the demo baselines', async () => {
    const baseline = await demoBaseline('AR-RENAC', 1, '2020-2022')
    const expected = expectedCases({
      births: 12000,
      baselineCases: baseline.cases as number,
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
      baseline: { births: baseline.births, cases: baseline.cases },
      alarm: true,
      direction: 'excess',
      interval: { confidence: 0.95 },
    })
    expect(body.expected).toBeCloseTo(expected, 12)
    expect(body.interval.lower).toBeCloseTo(test.lower, 12)
    expect(body.interval.upper).toBeCloseTo(test.upper, 12)
    expect(body.ratesPer10000.observed).toBeCloseTo(10, 12)
    expect(body.summary).toMatch(/^For RENAC, Microcephaly: in 12,000 births/)
  })

  it('answers in the requested language and uses an older base period when asked', async () => {
    const baseline = await demoBaseline('AR-RENAC', 1, '2018')
    const res = await post({ ...input, basePeriod: '2018', observed: 0, locale: 'es' })
    const body = await res.json()
    expect(res.status).toBe(200)
    expect(body.malformation.name).toBe('Microcefalia')
    expect(body.expected).toBeCloseTo((12000 * (baseline.cases as number)) / baseline.births, 12)
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
    // Small registries used 2017-2018, not 2017 (SPEC.md section 9).
    const res = await post(
      { ...input, registry: 'MX-NL', malformation: '3', basePeriod: '2017' },
      'en',
    )
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toEqual([
      {
        field: 'basePeriod',
        code: 'noBaseline',
        message:
          'There is no reference prevalence for ReDeCon HU and Spina bifida in the base period 2017. Periods with a reference: 2020-2022, 2017-2018.',
      },
    ])
  })

  it('will not test against a baseline whose cases are not available', async () => {
    const res = await post({ ...input, registry: 'NI-SVDC', malformation: '15', observed: 1 }, 'en')
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
      context: { disableRevalidate: true },
    })
    try {
      const body = await (await post(input)).json()
      expect(body.basePeriod).toBe('2018')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { currentBasePeriod: '2020-2022' },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    }
  })
})
