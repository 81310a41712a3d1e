import { YEAR_BOUNDS } from './query'

/** Default reference period of the network (SPEC.md section 9); a site setting can change it. */
export const DEFAULT_BASE_PERIOD = '2020-2022'

/**
 * A base period label: one year ('2018') or a range of years ('2017-2018'),
 * the second not before the first. Returns the normalised label or null.
 */
export function readBasePeriod(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null
  const text = String(raw)
    .trim()
    .replace(/\s*[-–]\s*/, '-')
  const match = /^(\d{4})(?:-(\d{4}))?$/.exec(text)
  if (!match) return null
  const first = Number(match[1])
  const last = match[2] ? Number(match[2]) : first
  if (first < YEAR_BOUNDS.min || last > YEAR_BOUNDS.max || last < first) return null
  return text
}

/** Newest period first: by last year, then by first year. */
export function compareBasePeriods(a: string, b: string): number {
  const [aFirst, aLast] = years(a)
  const [bFirst, bLast] = years(b)
  return bLast - aLast || bFirst - aFirst || a.localeCompare(b)
}

function years(period: string): [number, number] {
  const [first = '0', last = first] = period.split('-')
  return [Number(first), Number(last)]
}
