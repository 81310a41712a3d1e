import type { Semester } from '@/components/surveillance/submissions/gridModel'
import { lastEndedSemester } from '@/lib/surveillance/submissions/model'

/** First year the network collects monthly counts for. */
export const FIRST_YEAR = 2014

export const selectableYears = (today = new Date()): number[] => {
  const years: number[] = []
  for (let year = today.getUTCFullYear(); year >= FIRST_YEAR; year--) years.push(year)
  return years
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

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
  const registry = first(search.registry)
  const year = Number(first(search.year))
  const semester = Number(first(search.semester))
  const years = selectableYears(today)
  return {
    registry: registry && registryCodes.includes(registry) ? registry : (registryCodes[0] ?? ''),
    year: years.includes(year) ? year : fallback.year,
    semester: semester === 1 || semester === 2 ? semester : fallback.semester,
  }
}
