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
const kept = new Map<Locale, { numbers: NumberFormats; day: Intl.DateTimeFormat }>()

function resultFormats(locale: Locale) {
  let found = kept.get(locale)
  if (!found) {
    const number = (name: keyof typeof formats.number) =>
      new Intl.NumberFormat(locale, formats.number[name])
    const [integer, twoDecimals, oneDecimal] = [
      number('integer'),
      number('twoDecimals'),
      number('oneDecimal'),
    ]
    found = {
      numbers: {
        count: (value) => integer.format(value),
        cases: (value) => twoDecimals.format(value),
        rate: (value) => oneDecimal.format(value),
        percent: (confidence) => integer.format(confidence * 100),
      },
      day: new Intl.DateTimeFormat(locale, { ...formats.dateTime.medium, timeZone }),
    }
    kept.set(locale, found)
  }
  return found
}

/** Number formats of the surveillance results, in the reader's language. */
export const numberFormats = (locale: Locale): NumberFormats => resultFormats(locale).numbers

/** A date of the form YYYY-MM-DD in the reader's language, without time-zone shifts. */
export function formatDay(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return resultFormats(locale).day.format(Date.UTC(year, month - 1, day))
}
