import { describe, expect, it } from 'vitest'
import { hasRepeatedYear } from '@/collections/MemberRegistries/coveredBirths'
import { endsBeforeStartDay } from '@/fields/endDate'
import { endsBeforeStart } from '@/fields/yearRange'

describe('endsBeforeStart (years)', () => {
  it('is true only when both years are known and the end comes first', () => {
    expect(endsBeforeStart(2020, 2019)).toBe(true)
    expect(endsBeforeStart(2020, 2020)).toBe(false)
    expect(endsBeforeStart(2020, 2021)).toBe(false)
    expect(endsBeforeStart(null, 2019)).toBe(false)
    expect(endsBeforeStart(2020, undefined)).toBe(false)
  })
})

describe('endsBeforeStartDay (dates)', () => {
  it('compares calendar days, not times of day', () => {
    expect(endsBeforeStartDay('2026-03-12T12:00:00.000Z', '2026-03-12T00:00:00.000Z')).toBe(false)
    expect(endsBeforeStartDay('2026-03-12T12:00:00.000Z', '2026-03-11T23:59:00.000Z')).toBe(true)
    expect(endsBeforeStartDay('2026-03-12', '2026-03-14')).toBe(false)
  })

  it('leaves a missing or unreadable date to the other checks', () => {
    expect(endsBeforeStartDay(null, '2026-03-11')).toBe(false)
    expect(endsBeforeStartDay('2026-03-12', null)).toBe(false)
    expect(endsBeforeStartDay('2026-03-12', 'someday')).toBe(false)
  })
})

describe('hasRepeatedYear (covered births)', () => {
  it('finds two rows for the same year', () => {
    expect(
      hasRepeatedYear([
        { year: 2017, births: 1 },
        { year: 2022, births: 2 },
        { year: 2017, births: 3 },
      ]),
    ).toBe(true)
  })

  it('accepts distinct years, rows still being typed and no rows', () => {
    expect(
      hasRepeatedYear([
        { year: 2017, births: 1 },
        { year: 2022, births: 2 },
      ]),
    ).toBe(false)
    expect(hasRepeatedYear([{ births: 1 }, { births: 2 }])).toBe(false)
    expect(hasRepeatedYear(null)).toBe(false)
  })
})
