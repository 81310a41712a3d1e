import type { PrevalenceRow } from './prevalenceRows'

/**
 * Cells with fewer cases than this are withheld from visitors who are not
 * logged in (a small count could identify a family); 0 turns the rule off.
 * Members see exact numbers.
 */
export const SUPPRESSION_THRESHOLD = 5

/**
 * The rows as the public sees them: a cell with fewer cases than `threshold`
 * loses its cases, rate and interval and is marked `suppressed`. Births, and
 * every cell at or above the threshold, are unchanged.
 */
export function suppressSmallCounts(
  rows: PrevalenceRow[],
  threshold: number = SUPPRESSION_THRESHOLD,
): PrevalenceRow[] {
  return rows.map((row) =>
    row.cases !== null && row.cases < threshold
      ? { ...row, cases: null, rate: null, lower: null, upper: null, suppressed: true }
      : row,
  )
}
