import { describe, expect, it } from 'vitest'
import { closeRangeDash, timeRange, yearRangeLabel } from '@/lib/timeRange'

describe('timeRange', () => {
  it('joins the two ends with an en dash and no spaces', () => {
    expect(timeRange('2014', '2025')).toBe('2014–2025')
    expect(timeRange('2024-03', '2024-06')).toBe('2024-03–2024-06')
    expect(timeRange('14:00', '16:30')).toBe('14:00–16:30')
  })

  it('writes only the start when there is no end or the same end', () => {
    expect(timeRange('2025', undefined)).toBe('2025')
    expect(timeRange('14:00', null)).toBe('14:00')
    expect(timeRange('14:00', '')).toBe('14:00')
    expect(timeRange('2024-S1', '2024-S1')).toBe('2024-S1')
  })
})

describe('closeRangeDash', () => {
  it("closes up the spaces Intl puts around a range's dash, in every site language", () => {
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`)
    const range = (locale: string, options: Intl.DateTimeFormatOptions, a: string, b: string) =>
      closeRangeDash(
        new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatRange(
          day(a),
          day(b),
        ),
      )
    expect(range('pt', { dateStyle: 'long' }, '2026-11-25', '2026-11-26')).toBe(
      '25–26 de novembro de 2026',
    )
    expect(range('en', { dateStyle: 'long' }, '2026-11-25', '2026-12-02')).toBe(
      'November 25–December 2, 2026',
    )
    expect(range('es', { month: 'short', year: 'numeric' }, '2025-01-01', '2025-06-01')).toBe(
      'ene–jun 2025',
    )
    expect(range('pt', { month: 'short', year: 'numeric' }, '2025-01-01', '2025-06-01')).toBe(
      'jan.–jun. de 2025',
    )
  })

  it('leaves text without a range alone', () => {
    expect(closeRangeDash('25 de novembro de 2026')).toBe('25 de novembro de 2026')
  })
})

describe('yearRangeLabel', () => {
  it('writes a stored base period as a range of years, a single year as it is', () => {
    expect(yearRangeLabel('2020-2022')).toBe('2020–2022')
    expect(yearRangeLabel('2018')).toBe('2018')
  })
})
