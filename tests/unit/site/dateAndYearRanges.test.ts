import { describe, expect, it } from 'vitest'
import { formatShortDateRange, formatYearRange } from '@/lib/site/format'

// Days as the seed and the admin store them: noon UTC.
const day = (iso: string) => `${iso}T12:00:00.000Z`

describe('formatShortDateRange', () => {
  it('joins the days of one month with an en dash and no spaces, in each language', () => {
    const [start, end] = [day('2026-03-12'), day('2026-03-14')]
    expect(formatShortDateRange(start, end, 'pt')).toBe('12–14 de mar. de 2026')
    expect(formatShortDateRange(start, end, 'es')).toBe('12–14 mar 2026')
    expect(formatShortDateRange(start, end, 'en')).toBe('Mar 12–14, 2026')
  })

  it('names both months, and both years, when the span crosses them', () => {
    expect(formatShortDateRange(day('2026-03-30'), day('2026-04-02'), 'en')).toBe(
      'Mar 30–Apr 2, 2026',
    )
    expect(formatShortDateRange(day('2026-12-30'), day('2027-01-02'), 'pt')).toBe(
      '30 de dez. de 2026–2 de jan. de 2027',
    )
  })

  it('gives one day when there is no end, the end is the same day, or it comes first', () => {
    expect(formatShortDateRange(day('2026-03-12'), null, 'en')).toBe('Mar 12, 2026')
    expect(formatShortDateRange(day('2026-03-12'), '2026-03-12T00:00:00.000Z', 'en')).toBe(
      'Mar 12, 2026',
    )
    expect(formatShortDateRange(day('2026-03-12'), day('2026-03-10'), 'en')).toBe('Mar 12, 2026')
  })

  it('gives nothing without a valid start', () => {
    expect(formatShortDateRange(null, day('2026-03-12'), 'pt')).toBe('')
    expect(formatShortDateRange('not a date', null, 'pt')).toBe('')
  })
})

describe('formatYearRange', () => {
  const since = (year: number) => `Since ${year}`

  it('writes a span of years with an en dash', () => {
    expect(formatYearRange(2016, 2019, since)).toBe('2016–2019')
  })

  it('writes one year when both are the same or only the end is known', () => {
    expect(formatYearRange(2020, 2020, since)).toBe('2020')
    expect(formatYearRange(null, 2019, since)).toBe('2019')
  })

  it('leaves a start without an end to the caller', () => {
    expect(formatYearRange(2024, null, since)).toBe('Since 2024')
  })

  it('gives nothing when no year is known', () => {
    expect(formatYearRange(undefined, null, since)).toBe('')
  })
})
