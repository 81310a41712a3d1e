import { describe, expect, it } from 'vitest'
import { parseAlarmRequest, type AlarmRequest } from '@/lib/surveillance/input/alarmRequest'
import { evaluateAlarm } from '@/lib/surveillance/evaluate/evaluateAlarm'
import { reference, validInput } from './fixtures'

const request = (overrides: Record<string, unknown> = {}): AlarmRequest => {
  const parsed = parseAlarmRequest({ ...validInput, ...overrides })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues))
  return parsed.value
}

describe('evaluateAlarm', () => {
  it('raises an excess alarm: 12 cases where 3.6 were expected (interval 6.2006–20.9616)', () => {
    const result = evaluateAlarm(request(), reference, '2020-2022')
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { outcome } = result
    expect(outcome.expected).toBeCloseTo(3.6, 12)
    expect(outcome.lower).toBeCloseTo(6.2005751087, 9)
    expect(outcome.upper).toBeCloseTo(20.9615850481, 9)
    expect(outcome).toMatchObject({
      alarm: true,
      direction: 'excess',
      basePeriod: '2020-2022',
      confidence: 0.95,
    })
    expect(outcome.observedRate).toBeCloseTo(10, 12)
    expect(outcome.referenceRate).toBeCloseTo(3, 12)
  })

  it('says whether the baseline is demonstration values, never by default', () => {
    const plain = evaluateAlarm(request(), reference, '2020-2022')
    expect(plain.ok && plain.outcome.baseline.demo).toBe(false)
    const demoReference = {
      ...reference,
      baselines: reference.baselines.map((baseline) => ({ ...baseline, demo: true })),
    }
    const demo = evaluateAlarm(request(), demoReference, '2020-2022')
    expect(demo.ok && demo.outcome.baseline.demo).toBe(true)
  })

  it('says "no alarm" when the interval contains the expected count', () => {
    const result = evaluateAlarm(request({ observed: '4' }), reference, '2020-2022')
    expect(result.ok && result.outcome).toMatchObject({ alarm: false, direction: null })
  })

  it('reports a deficit instead of hiding it', () => {
    const result = evaluateAlarm(
      request({ births: '100000', observed: '0' }),
      reference,
      '2020-2022',
    )
    expect(result.ok && result.outcome).toMatchObject({
      alarm: true,
      direction: 'deficit',
      expected: 30,
      lower: 0,
    })
  })

  it('finds the registry by initials and the malformation by ICD-10 code', () => {
    const result = evaluateAlarm(
      request({ registry: 'renac', malformation: 'q02' }),
      reference,
      '2020-2022',
    )
    expect(result.ok && result.outcome.registry.code).toBe('AR-RENAC')
  })

  it('uses an older base period when asked', () => {
    const result = evaluateAlarm(request({ basePeriod: '2018' }), reference, '2020-2022')
    expect(result.ok && result.outcome.expected).toBeCloseTo(2.4, 12)
  })

  it('says which reference is unknown', () => {
    const result = evaluateAlarm(
      request({ registry: 'XX', malformation: '99' }),
      reference,
      '2020-2022',
    )
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'registry', code: 'unknownRegistry', params: { value: 'XX' } },
        { field: 'malformation', code: 'unknownMalformation', params: { value: '99' } },
      ],
    })
  })

  it('says which baseline is missing and which periods have one', () => {
    const result = evaluateAlarm(request({ basePeriod: '2017' }), reference, '2020-2022')
    expect(result).toEqual({
      ok: false,
      issues: [
        {
          field: 'basePeriod',
          code: 'noBaseline',
          params: {
            registry: 'RENAC',
            malformation: 'Microcephaly',
            period: '2017',
            available: '2020–2022, 2018',
          },
        },
      ],
    })
  })

  it('refuses a baseline whose cases are not available rather than reading them as 0', () => {
    const result = evaluateAlarm(
      request({ registry: 'MX-NL', malformation: '15', observed: '1' }),
      reference,
      '2020-2022',
    )
    expect(result.ok).toBe(false)
    expect(!result.ok && result.issues[0]?.code).toBe('baselineCasesMissing')
  })
})
