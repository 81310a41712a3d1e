import { formatterFor } from '@/i18n/formats'
import type { Locale } from '@/i18n/locales'
import { closeRangeDash } from '@/lib/timeRange'

const validDate = (value: string | null | undefined): Date | null => {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** A calendar date as people write it in each language (dates are stored in UTC). */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  const date = validDate(value)
  return date ? formatterFor(locale).dateTime(date, 'long') : ''
}

/** "25–26 de novembro de 2026": a range in the site's dash style; a single date when there is no end. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: Locale,
): string {
  const from = validDate(start)
  if (!from) return ''
  const to = validDate(end)
  if (!to || end!.slice(0, 10) === start!.slice(0, 10)) return formatDate(start, locale)
  return closeRangeDash(formatterFor(locale).dateTimeRange(from, to, 'long'))
}

/**
 * A day or a span of days with abbreviated months ("12–14 de mar. de 2026", "Mar 12–14, 2026"):
 * the language's own range, with its en dash written without spaces around it.
 */
export function formatShortDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: Locale,
): string {
  const from = validDate(start)
  if (!from) return ''
  const formatter = formatterFor(locale)
  const to = validDate(end)
  if (!to || to.getTime() <= from.getTime() || end!.slice(0, 10) === start!.slice(0, 10))
    return formatter.dateTime(from, 'medium')
  return closeRangeDash(formatter.dateTimeRange(from, to, 'medium'))
}

/**
 * "2016–2019", or one year when both are the same or only the end is known; a start without
 * an end reads `openEnded(start)` ("Since 2024"). Empty when neither is known.
 */
export function formatYearRange(
  start: number | null | undefined,
  end: number | null | undefined,
  openEnded: (start: number) => string,
): string {
  const known = (year: number | null | undefined): year is number => typeof year === 'number'
  if (known(start) && known(end)) return start === end ? String(start) : `${start}–${end}`
  if (known(start)) return openEnded(start)
  return known(end) ? String(end) : ''
}

export const formatNumber = (value: number, locale: Locale): string =>
  formatterFor(locale).number(value)

/** Start of today (UTC), to split upcoming from past meetings. */
export const startOfToday = (): number => {
  const now = new Date()
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
}
