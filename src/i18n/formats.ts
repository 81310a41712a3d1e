import { createFormatter, type Formats } from 'next-intl'
import type { Locale } from './locales'

/** Dates are stored as UTC calendar days; formatting them in UTC keeps the day the office entered. */
export const timeZone = 'UTC'

/**
 * The site's date and number formats, defined once: the request config hands
 * them to next-intl (`getFormatter()`, `useFormatter()`), and `formatterFor`
 * gives the same formatter to code outside a request (emails, charts, PDFs).
 */
export const formats = {
  dateTime: {
    long: { dateStyle: 'long' },
    medium: { dateStyle: 'medium' },
    monthYear: { month: 'long', year: 'numeric' },
    shortMonth: { month: 'short' },
  },
  number: {
    integer: { maximumFractionDigits: 0 },
    oneDecimal: { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    twoDecimals: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
    compact: { notation: 'compact', maximumFractionDigits: 1 },
  },
} satisfies Formats

const formatters = new Map<Locale, ReturnType<typeof createFormatter>>()

/** next-intl's formatter for a locale with the site's formats; one per locale, so it reuses its Intl objects. */
export function formatterFor(locale: Locale) {
  let formatter = formatters.get(locale)
  if (!formatter) {
    formatter = createFormatter({ locale, formats, timeZone })
    formatters.set(locale, formatter)
  }
  return formatter
}
