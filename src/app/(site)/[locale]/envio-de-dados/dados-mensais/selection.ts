import type { Semester } from '@/components/surveillance/submissions/gridModel'
import { QueryReader } from '@/lib/surveillance/input/query'
import { lastEndedSemester } from '@/lib/surveillance/submissions/model'

/** First year the network collects monthly counts for. */
export const FIRST_YEAR = 2014

export const selectableYears = (today = new Date()): number[] => {
  const years: number[] = []
  for (let year = today.getUTCFullYear(); year >= FIRST_YEAR; year--) years.push(year)
  return years
}

/**
 * The registry and semester the page shows, from its query string; anything
 * not offered (someone else's registry, a future year) falls back to the defaults.
 */
export function readSelection(
  search: Record<string, string | string[] | undefined>,
  registryCodes: string[],
  today = new Date(),
): { registry: string; year: number; semester: Semester } {
  // By default the last ended semester: what a registry is usually about to submit.
  const fallback = lastEndedSemester(today)
  // The query reader's problems are dropped: what is not offered falls back, never refused.
  const read = QueryReader.fromSearch(search)
  const registry = read.registry('registry', { required: false })
  const year = read.year('year')
  const semester = read.semester('semester', { required: false })
  return {
    registry: registry && registryCodes.includes(registry) ? registry : (registryCodes[0] ?? ''),
    year: year !== null && selectableYears(today).includes(year) ? year : fallback.year,
    semester: semester ?? fallback.semester,
  }
}
