import type { Locale } from '@/i18n/locales'

const intlLocale: Record<Locale, string> = { pt: 'pt-BR', es: 'es', en: 'en-GB' }

/** A calendar date as people write it in each language (dates are stored in UTC). */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  )
}

/** "25 – 26 de novembro de 2026" style range; a single date when there is no end. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  locale: Locale,
): string {
  if (!start) return ''
  if (!end || end.slice(0, 10) === start.slice(0, 10)) return formatDate(start, locale)
  const from = new Date(start)
  const to = new Date(end)
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return formatDate(start, locale)
  return new Intl.DateTimeFormat(intlLocale[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).formatRange(from, to)
}

export const formatNumber = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocale[locale]).format(value)

/** Start of today (UTC), to split upcoming from past meetings. */
export const startOfToday = (): number => {
  const now = new Date()
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
}
