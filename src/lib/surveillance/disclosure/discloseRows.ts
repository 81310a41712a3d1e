import { NETWORK } from '../monitoring/monthlySeries'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import { cellKey, type PublicGrid } from './publicGrid'
import { seesExactly, type DisclosurePolicy } from './viewer'

const WHOLE_RANGE = /^(\d{4})-(\d{2})\/(\d{4})-(\d{2})$/

/**
 * Every count of the row gone (births kept): the viewer may not see it, and nothing replaces it.
 * It is not a cell of the grid, so nothing is told of its size (it may hold many cases). A row
 * with no count (not available, or not yet complete) has nothing to withhold and stays as it is.
 */
const withheld = (row: PrevalenceRow): PrevalenceRow =>
  row.cases === null
    ? row
    : {
        ...row,
        cases: null,
        rate: null,
        lower: null,
        upper: null,
        suppressed: true,
        withheld: 'unpublished',
      }

/**
 * A row over whole years ('2014-01/2025-12') adds nothing to the grid when it is the sum of year
 * cells the grid shows: a registry's every year; the network's every year, when it left no
 * registry out (then every registry it pooled is complete in each year, so its whole range is
 * the sum of its years). The grid is a release's: the row is shown only while its cases and
 * births are still the sum of the released cells (accepted data changed since: withheld, else
 * the difference would publish the change before a release does).
 */
function derivedFromGrid(row: PrevalenceRow, grid: PublicGrid): boolean {
  const match = WHOLE_RANGE.exec(row.period)
  if (!match || match[2] !== '01' || match[4] !== '12' || row.cases === null) return false
  if (row.registry === NETWORK && (row.excluded?.length ?? 0) > 0) return false
  let cases = 0
  let births = 0
  for (let year = Number(match[1]); year <= Number(match[3]); year++) {
    const cell = grid.get(cellKey({ ...row, period: String(year) }))
    if (!cell || cell.cases === null || !cell.complete) return false
    cases += cell.cases
    births += cell.births ?? NaN
  }
  return cases === row.cases && births === row.births
}

/** The year of a range that is exactly one calendar year ('2020-01/2020-12'), else null. */
function oneYear(period: string): string | null {
  const match = WHOLE_RANGE.exec(period)
  return match && match[1] === match[3] && match[2] === '01' && match[4] === '12' ? match[1]! : null
}

/**
 * The rows as this viewer may see them. A registry (or the network) the viewer sees exactly
 * keeps its numbers. Any other row shows what the public grid shows: its cell of the grid when
 * the row is a whole year or semester (`aligned`: the query's bounds cut no period), a sum over
 * whole years when every year behind it is shown, and otherwise no count at all (months, cut
 * periods). Births are kept: they are not small counts.
 */
export function discloseRows(
  rows: PrevalenceRow[],
  policy: DisclosurePolicy,
  grid: PublicGrid,
  aligned: boolean,
): PrevalenceRow[] {
  return rows.map((row) => {
    if (seesExactly(policy, row.registry)) return row
    if (WHOLE_RANGE.test(row.period)) {
      // One whole year is the grid's cell itself, with the reason it is withheld, if it is.
      const year = oneYear(row.period)
      const cell = year ? grid.get(cellKey({ ...row, period: year })) : undefined
      if (cell) return { ...cell, period: row.period }
      return derivedFromGrid(row, grid) ? row : withheld(row)
    }
    const cell = aligned ? grid.get(cellKey(row)) : undefined
    return cell ?? withheld(row)
  })
}
