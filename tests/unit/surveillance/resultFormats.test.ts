import { describe, expect, it } from 'vitest'
import { formatterFor } from '@/i18n/formats'
import { locales } from '@/i18n/locales'
import { formatDay, numberFormats } from '@/lib/surveillance/present/format'

describe('the numbers and dates of a result', () => {
  it('reads as each language writes them', () => {
    expect(['pt', 'es', 'en'].map((l) => numberFormats(l as 'pt').count(12000))).toEqual([
      '12.000',
      '12.000',
      '12,000',
    ])
    expect(numberFormats('pt').cases(3.456)).toBe('3,46')
    expect(numberFormats('en').cases(3)).toBe('3.00')
    expect(numberFormats('es').rate(12.25)).toBe('12,3')
    expect(numberFormats('en').percent(0.95)).toBe('95')
    expect(formatDay('2025-01-31', 'pt')).toBe('31 de jan. de 2025')
    expect(formatDay('2025-01-31', 'es')).toBe('31 ene 2025')
    expect(formatDay('2025-01-31', 'en')).toBe('Jan 31, 2025')
  })

  it('leaves a date it cannot read as given', () => {
    expect(formatDay('2025-1', 'en')).toBe('2025-1')
    expect(formatDay('soon', 'pt')).toBe('soon')
  })

  it('formats as the pages do', () => {
    for (const locale of locales) {
      const page = formatterFor(locale)
      const api = numberFormats(locale)
      for (const value of [0, 7, 1234.567, 98765.4321]) {
        expect(api.count(value)).toBe(page.number(value, 'integer'))
        expect(api.cases(value)).toBe(page.number(value, 'twoDecimals'))
        expect(api.rate(value)).toBe(page.number(value, 'oneDecimal'))
      }
      expect(formatDay('2024-02-29', locale)).toBe(
        page.dateTime(new Date(Date.UTC(2024, 1, 29)), 'medium'),
      )
    }
  })
})
