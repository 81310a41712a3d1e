import { formats, timeZone } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'

type NumberFormats = {
  count: (value: number) => string
  /** Expected counts and interval bounds: two decimals, as small counts need them. */
  cases: (value: number) => string
  rate: (value: number) => string
  percent: (confidence: number) => string
}

// Intl objects built once per locale from the site's formats (the ones next-intl gives pages):
// the alarm-test API formats every answer, and building or looking up formatters per call was a
// tenth of its time.
const numbers = new Map<Locale, NumberFormats>()
const days = new Map<Locale, Intl.DateTimeFormat>()

/** Number formats of the surveillance results, in the reader's language. */
export function numberFormats(locale: Locale): NumberFormats {
  let kept = numbers.get(locale)
  if (!kept) {
    const [integer, twoDecimals, oneDecimal] = (
      ['integer', 'twoDecimals', 'oneDecimal'] as const
    ).map((name) => new Intl.NumberFormat(locale, formats.number[name])) as [
      Intl.NumberFormat,
      Intl.NumberFormat,
      Intl.NumberFormat,
    ]
    kept = {
      count: (value) => integer.format(value),
      cases: (value) => twoDecimals.format(value),
      rate: (value) => oneDecimal.format(value),
      percent: (confidence) => integer.format(confidence * 100),
    }
    numbers.set(locale, kept)
  }
  return kept
}

/** A date of the form YYYY-MM-DD in the reader's language, without time-zone shifts. */
export function formatDay(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  let format = days.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...formats.dateTime.medium, timeZone })
    days.set(locale, format)
  }
  return format.format(Date.UTC(year, month - 1, day))
}
