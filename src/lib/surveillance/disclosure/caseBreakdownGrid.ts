import { maternalAgeBands } from '../caseRecords/maternalAge'
import { NETWORK } from '../monitoring/monthlySeries'
import {
  breakdownEntries,
  breakdownFamilies,
  type BreakdownCell,
  type BreakdownFamily,
} from '../tables/caseBreakdown'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import { chooseSuppression, type GridCell } from './complementarySuppression'
import type { Relation } from './linearAudit'
import { cellKey, rankOf, yearTable, type PublicGrid } from './publicGrid'

/** The key of one number of a breakdown: registry, period and name ('cases', 'outcome:topfa'…). */
export const breakdownKey = (registry: string, period: string, name: string) =>
  `${registry}|${period}|${name}`

/**
 * Which numbers of one anomaly-year's case breakdowns an outsider may not see, chosen once over
 * every registry and the pooled network, so every answer withholds the same ones.
 *
 * The breakdowns are laid over the public grid already published: the outsider knows the grid's
 * shown counts and its relations (`yearTable`), and each breakdown adds cells tied to them: every
 * split (outcome, prenatal diagnosis, class, and Down syndrome's maternal age bands where sent)
 * adds up to its registry's grid count; a registry's year is its two semesters, category by
 * category (band by band); the network's cell (never split by maternal age) is the sum of the
 * registries it pools (those with case data for the period), its total too, which the grid does
 * not publish. The grid's decisions are settled (nothing it withholds is shown, nothing it shows
 * is taken back); cells with 1 to threshold − 1 cases are withheld, then complementary cells of
 * the breakdowns until no small count or small sum is determined (`chooseSuppression`), the whole
 * year's breakdowns when nothing else helps. `exactRows` are the grid's rows before withholding
 * (its true counts, which decide what is small), `grid` the public grid.
 */
export function withheldBreakdown(
  exactRows: PrevalenceRow[],
  grid: PublicGrid,
  breakdowns: BreakdownCell[],
  threshold: number,
): Set<string> {
  const withheld = new Set<string>()
  if (threshold <= 0 || breakdowns.length === 0) return withheld
  const table = yearTable(exactRows.filter((row) => row.cases !== null))
  const cells: GridCell[] = table.cells.map((row) => ({
    value: row.cases!,
    rank: rankOf(row),
    name: cellKey(row),
  }))
  const relations: Relation[] = [...table.relations]
  const settled = new Set(cells.keys())
  const settledWithheld = table.cells.flatMap((row, index) =>
    grid.get(cellKey(row))?.cases == null ? [index] : [],
  )
  const gridIndex = new Map(table.cells.map((row, index) => [cellKey(row), index]))
  /** Cell index of every breakdown number, by breakdownKey. */
  const index = new Map<string, number>()
  const add = (key: string, value: number, row: Pick<PrevalenceRow, 'registry' | 'period'>) => {
    index.set(key, cells.length)
    cells.push({ value, rank: rankOf(row), name: key })
  }

  for (const breakdown of breakdowns) {
    const { registry, period } = breakdown
    const onGrid = registry === NETWORK ? undefined : gridIndex.get(cellKey(breakdown))
    for (const [name, value] of breakdownEntries(breakdown.counts)) {
      const key = breakdownKey(registry, period, name)
      if (name === 'cases' && onGrid !== undefined) index.set(key, onGrid)
      else add(key, value, breakdown)
    }
    const total = index.get(breakdownKey(registry, period, 'cases'))!
    for (const family of Object.keys(breakdownFamilies) as BreakdownFamily[])
      relations.push([
        [total, -1],
        ...breakdownFamilies[family].map(
          (category) =>
            [index.get(breakdownKey(registry, period, `${family}:${category}`))!, 1] as const,
        ),
      ])
    if (breakdown.counts.maternalAge)
      relations.push([
        [total, -1],
        ...maternalAgeBands.map(
          (band) => [index.get(breakdownKey(registry, period, `maternalAge:${band}`))!, 1] as const,
        ),
      ])
    if (registry === NETWORK)
      for (const [name] of breakdownEntries(breakdown.counts))
        relations.push([
          [index.get(breakdownKey(NETWORK, period, name))!, 1],
          ...(breakdown.pooled ?? []).map(
            (code) => [index.get(breakdownKey(code, period, name))!, -1] as const,
          ),
        ])
  }
  // A registry's year is its two semesters, number by number.
  for (const breakdown of breakdowns) {
    if (breakdown.registry === NETWORK || !/^\d{4}$/.test(breakdown.period)) continue
    for (const [name] of breakdownEntries(breakdown.counts)) {
      const at = (period: string) => index.get(breakdownKey(breakdown.registry, period, name))
      const [whole, first, second] = [
        at(breakdown.period),
        at(`${breakdown.period}-S1`),
        at(`${breakdown.period}-S2`),
      ]
      if (whole !== undefined && first !== undefined && second !== undefined)
        relations.push([
          [whole, 1],
          [first, -1],
          [second, -1],
        ])
    }
  }

  const choice = chooseSuppression(cells, relations, threshold, {
    withheld: settledWithheld,
    settled,
  })
  const hidden = new Set([...settledWithheld, ...choice.sensitive, ...choice.complementary])
  for (const [key, cell] of index) if (hidden.has(cell)) withheld.add(key)
  return withheld
}
