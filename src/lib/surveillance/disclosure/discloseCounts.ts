import type { CountsRow } from '../submissions/aggregateCounts'
import { cellKey, type PublicGrid } from './publicGrid'
import { seesExactly, type DisclosurePolicy } from './viewer'

/** A row of accepted counts as a viewer sees it; `withheld`: its cases are not shown to them. */
export type DisclosedCountsRow = CountsRow & { withheld?: true }

/**
 * Accepted counts (months, semesters or years) as this viewer may see them: exact for the
 * registries they see exactly; for any other, the public grid's count when the row is a whole
 * semester or year of it (`aligned`), and no count otherwise (`withheld`). Births are kept.
 */
export function discloseCounts(
  rows: CountsRow[],
  policy: DisclosurePolicy,
  grid: PublicGrid,
  aligned: boolean,
): DisclosedCountsRow[] {
  return rows.map((row) => {
    if (seesExactly(policy, row.registry)) return row
    const cell = aligned && !/^\d{4}-\d{2}$/.test(row.period) ? grid.get(cellKey(row)) : undefined
    if (cell && cell.cases !== null) return { ...row, cases: cell.cases }
    return row.cases === null ? row : { ...row, cases: null, withheld: true }
  })
}
