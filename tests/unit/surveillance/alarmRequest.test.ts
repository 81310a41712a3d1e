import { describe, expect, it } from 'vitest'
import { parseAlarmRequest } from '@/lib/surveillance/input/alarmRequest'
import { validInput } from './fixtures'

const issuesOf = (input: Record<string, unknown>) => {
  const result = parseAlarmRequest(input)
  return result.ok ? [] : result.issues.map(({ field, code }) => `${field}:${code}`)
}

describe('parseAlarmRequest', () => {
  it('accepts complete inputs and leaves the base period to the site setting', () => {
    expect(parseAlarmRequest(validInput)).toEqual({
      ok: true,
      value: {
        registry: 'AR-RENAC',
        malformation: '1',
        periodStart: '2025-01-01',
        periodEnd: '2025-06-30',
        births: 12000,
        observed: 12,
        basePeriod: null,
      },
    })
  })

  it('accepts numbers from JSON and 0 observed cases', () => {
    const result = parseAlarmRequest({
      ...validInput,
      births: 500,
      observed: 0,
      basePeriod: '2018',
    })
    expect(result.ok && result.value).toMatchObject({
      births: 500,
      observed: 0,
      basePeriod: '2018',
    })
  })

  it('reports every empty field at once', () => {
    expect(issuesOf({})).toEqual([
      'registry:required',
      'malformation:required',
      'periodStart:required',
      'periodEnd:required',
      'births:required',
      'observed:observedRequired',
    ])
  })

  it('never reads a blank observed count as 0', () => {
    expect(issuesOf({ ...validInput, observed: '' })).toEqual(['observed:observedRequired'])
  })

  it('wants births a positive integer and observed a count not above births', () => {
    expect(issuesOf({ ...validInput, births: '0' })).toEqual(['births:notPositive'])
    expect(issuesOf({ ...validInput, births: '12000.5' })).toEqual(['births:notInteger'])
    expect(issuesOf({ ...validInput, births: '-5' })).toEqual(['births:negative'])
    expect(issuesOf({ ...validInput, observed: '-1' })).toEqual(['observed:negative'])
    expect(issuesOf({ ...validInput, observed: '2.5' })).toEqual(['observed:notInteger'])
    expect(issuesOf({ ...validInput, births: '10', observed: '11' })).toEqual([
      'observed:aboveBirths',
    ])
    expect(issuesOf({ ...validInput, births: '10', observed: '10' })).toEqual([])
  })

  it('checks the dates and their order', () => {
    expect(issuesOf({ ...validInput, periodStart: '2025-02-30' })).toEqual([
      'periodStart:invalidDate',
    ])
    expect(issuesOf({ ...validInput, periodEnd: '30/06/2025' })).toEqual(['periodEnd:invalidDate'])
    expect(issuesOf({ ...validInput, periodStart: '2025-07-01', periodEnd: '2025-06-30' })).toEqual(
      ['periodEnd:endBeforeStart'],
    )
    expect(issuesOf({ ...validInput, periodStart: '2025-06-30', periodEnd: '2025-06-30' })).toEqual(
      [],
    )
  })

  it('checks the base period label when one is given', () => {
    expect(issuesOf({ ...validInput, basePeriod: '2022-2020' })).toEqual([
      'basePeriod:invalidPeriod',
    ])
    expect(issuesOf({ ...validInput, basePeriod: 'last year' })).toEqual([
      'basePeriod:invalidPeriod',
    ])
    expect(issuesOf({ ...validInput, basePeriod: '' })).toEqual([])
  })

  it('limits the length of free text', () => {
    expect(issuesOf({ ...validInput, registry: 'x'.repeat(101) })).toEqual(['registry:tooLong'])
  })
})
