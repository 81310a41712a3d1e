import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { thresholdToldTo } from '../disclosure'
import { yearSummaryContent, type YearSummaryContent } from '../signals/yearSummaryContent'
import { loadDisclosurePolicy } from './disclosure'
import { loadSignalCounts, loadSignalDetails } from './signalSummary'

/** The first year the summary offers: the network's monitoring series start there. */
export const FIRST_SUMMARY_YEAR = 2000

/** A year in the query, or the current one; null when it is not a plain year in range. */
export function summaryYear(value: string | null | undefined, now = new Date()): number | null {
  const current = now.getUTCFullYear()
  if (value === undefined || value === null || value === '') return current
  if (!/^\d{4}$/.test(value)) return null
  const year = Number(value)
  return year >= FIRST_SUMMARY_YEAR && year <= current ? year : null
}

/**
 * One year's monitoring summary for this reader: the year's counts by conclusion (small counts
 * withheld from all but the office) and the signals they may read with their follow-up (none
 * for visitors); `years` are the years with stored signals, for the year picker.
 */
export async function loadYearSummary(
  payload: Payload,
  user: User | null,
  locale: Locale,
  year: number,
): Promise<{ content: YearSummaryContent; years: number[] }> {
  const [counts, details, policy] = await Promise.all([
    loadSignalCounts(payload, user),
    loadSignalDetails(payload, user, locale, year),
    loadDisclosurePolicy(payload, user),
  ])
  const ofYear = counts.find((row) => row.year === year)?.counts ?? null
  return {
    content: yearSummaryContent(locale, year, ofYear, details, thresholdToldTo(policy)),
    years: counts.map((row) => row.year),
  }
}
