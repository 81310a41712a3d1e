import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'

/** Number formats of the surveillance results, in the reader's language. */
export function numberFormats(locale: Locale) {
  const format = formatterFor(locale)
  return {
    count: (value: number) => format.number(value, 'integer'),
    /** Expected counts and interval bounds: two decimals, as small counts need them. */
    cases: (value: number) => format.number(value, 'twoDecimals'),
    rate: (value: number) => format.number(value, 'oneDecimal'),
    percent: (confidence: number) => format.number(confidence * 100, 'integer'),
  }
}

/** A date of the form YYYY-MM-DD in the reader's language, without time-zone shifts. */
export function formatDay(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return formatterFor(locale).dateTime(new Date(Date.UTC(year, month - 1, day)), 'medium')
}
