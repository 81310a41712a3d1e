/** Number formats of the surveillance results, in the reader's language. */
export function numberFormats(locale: string) {
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
  const oneDecimal = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  const twoDecimals = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  return {
    count: (value: number) => integer.format(value),
    /** Expected counts and interval bounds: two decimals, as small counts need them. */
    cases: (value: number) => twoDecimals.format(value),
    rate: (value: number) => oneDecimal.format(value),
    percent: (confidence: number) => integer.format(confidence * 100),
  }
}

/** A date of the form YYYY-MM-DD in the reader's language, without time-zone shifts. */
export function formatDay(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  )
}
