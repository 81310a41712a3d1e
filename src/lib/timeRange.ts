/**
 * The one way the site writes a range of years, months, dates or times: an en dash with no
 * spaces around it ("2014–2025", "2024-03–2024-06", "jan.–jun. 2025", "14:00–16:00").
 */
export const RANGE_DASH = '–'

/** "start–end"; only the start when there is no end or the end is the start. */
export function timeRange(start: string, end?: string | null): string {
  return end && end !== start ? `${start}${RANGE_DASH}${end}` : start
}

/**
 * A range Intl formatted (formatRange), which puts spaces, some of them thin, around its dash
 * ("25 – 26 de novembro de 2026"), in the site's style ("25–26 de novembro de 2026").
 */
export function closeRangeDash(formatted: string): string {
  return formatted.replace(/\s*–\s*/g, RANGE_DASH)
}

/**
 * A base period as the office types and stores it ("2020-2022", "2018") written for people
 * ("2020–2022"); the stored label stays the key of the reference rates.
 */
export function yearRangeLabel(period: string): string {
  const [first = '', last] = period.split('-')
  return timeRange(first, last)
}
