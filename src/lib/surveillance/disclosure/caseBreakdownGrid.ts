import { maternalAgeBands } from '../caseRecords/maternalAge'
import { NETWORK } from '../monitoring/monthlySeries'
import {
  atomCountedIn,
  atomName,
  breakdownEntries,
  breakdownFamilies,
  type BreakdownCell,
  type BreakdownFamily,
} from '../tables/caseBreakdown'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import {
  withheldOverReleases,
  type KeyedRelation,
  type KeyedTable,
  type ReleasedTable,
} from './overReleases'
import { cellKey, gridTable, rankOf, type PublicGrid } from './publicGrid'

/** The key of one number of a breakdown: registry, period and name ('cases', 'outcome:topfa'…). */
export const breakdownKey = (registry: string, period: string, name: string) =>
  `${registry}|${period}|${name}`

/** One anomaly-year's grid and case breakdowns as one table, and the breakdown keys' cells. */
export interface BreakdownTable extends KeyedTable {
  /** Each breakdown number's key (`breakdownKey`) → its cell's key (a registry's total is its grid cell). */
  cellOf: Map<string, string>
}

/**
 * One anomaly-year's public grid and case breakdowns as one table of numbers tied by every
 * relation an outsider could use: the grid's own (`yearTable`); every split (outcome, prenatal
 * diagnosis, class, and Down syndrome's maternal age bands where sent) adds up to its registry's
 * grid count; a registry's year is its two semesters, category by category (band by band); the
 * network's cell (never split by maternal age) is the sum of the registries it pools (those with
 * case data for the period), its total too, which the grid does not publish. `exactRows` are the
 * grid's rows of the year before withholding.
 */
export function breakdownTable(
  exactRows: PrevalenceRow[],
  breakdowns: BreakdownCell[],
): BreakdownTable {
  const grid = gridTable(exactRows)
  const cells = [...grid.cells]
  const relations: KeyedRelation[] = [...grid.relations]
  const gridKeys = new Set(cells.map((cell) => cell.key))
  const cellOf = new Map<string, string>()
  for (const breakdown of breakdowns) {
    const { registry, period } = breakdown
    const onGrid = registry === NETWORK ? undefined : cellKey(breakdown)
    for (const [name, value] of breakdownEntries(breakdown.counts)) {
      const key = breakdownKey(registry, period, name)
      if (name === 'cases' && onGrid !== undefined && gridKeys.has(onGrid)) cellOf.set(key, onGrid)
      else {
        cellOf.set(key, key)
        cells.push({ key, value, rank: rankOf(breakdown) })
      }
    }
    const total = cellOf.get(breakdownKey(registry, period, 'cases'))!
    const of = (name: string) => cellOf.get(breakdownKey(registry, period, name))!
    for (const family of Object.keys(breakdownFamilies) as BreakdownFamily[])
      relations.push([
        [total, -1],
        ...breakdownFamilies[family].map((category) => [of(`${family}:${category}`), 1] as const),
      ])
    if (breakdown.counts.maternalAge)
      relations.push([
        [total, -1],
        ...maternalAgeBands.map((band) => [of(`maternalAge:${band}`), 1] as const),
      ])
    // Every number of a registry's semester is a sum of its atoms (`CaseAtom`): cells never
    // shown, so that a number that changed between releases is tied to the one before through
    // the atoms that did not change, as an outsider who compares the two would tie them.
    if (breakdown.atoms) {
      const atomKeys = breakdown.atoms.map((atom) => {
        const key = breakdownKey(registry, period, `atom:${atomName(atom)}`)
        cells.push({ key, value: atom.count, rank: rankOf(breakdown), unknown: true })
        return key
      })
      for (const [name] of breakdownEntries(breakdown.counts))
        relations.push([
          [of(name), -1],
          ...breakdown.atoms.flatMap((atom, index) =>
            atomCountedIn(atom, name) ? [[atomKeys[index]!, 1] as const] : [],
          ),
        ])
    }
    if (registry === NETWORK)
      for (const [name] of breakdownEntries(breakdown.counts))
        relations.push([
          [of(name), 1],
          ...(breakdown.pooled ?? []).map(
            (code) => [cellOf.get(breakdownKey(code, period, name))!, -1] as const,
          ),
        ])
  }
  // A registry's year is its two semesters, number by number.
  for (const breakdown of breakdowns) {
    if (breakdown.registry === NETWORK || !/^\d{4}$/.test(breakdown.period)) continue
    for (const [name] of breakdownEntries(breakdown.counts)) {
      const at = (period: string) => cellOf.get(breakdownKey(breakdown.registry, period, name))
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
  return { cells, relations, cellOf }
}

/**
 * Which numbers of one anomaly-year's case breakdowns an outsider may not see, chosen once over
 * every registry and the pooled network, so every answer withholds the same ones: the table of
 * `breakdownTable` with the grid's decisions settled (nothing it withholds is shown, nothing it
 * shows is taken back), knowing every `earlier` release's table of the year
 * (`withheldOverReleases`); cells with 1 to threshold − 1 cases are withheld, then
 * complementary cells of the breakdowns until no small count or small sum is determined, the
 * whole year's breakdowns when nothing else helps. `exactRows` are the grid's rows before
 * withholding (its true counts, which decide what is small), `grid` the public grid. Answers the
 * withheld breakdown keys and the whole table's withheld cells (for the next release).
 */
export function withheldBreakdownOverReleases(
  exactRows: PrevalenceRow[],
  grid: PublicGrid,
  breakdowns: BreakdownCell[],
  threshold: number,
  earlier: readonly ReleasedTable[],
): { keys: Set<string>; table: BreakdownTable; withheld: Set<string> } {
  const table = breakdownTable(
    exactRows.filter((row) => row.cases !== null),
    breakdowns,
  )
  if (threshold <= 0) return { keys: new Set(), table, withheld: new Set() }
  const decided = new Map<string, boolean>()
  for (const row of exactRows)
    if (row.cases !== null) decided.set(cellKey(row), grid.get(cellKey(row))?.cases != null)
  const withheld = withheldOverReleases(table, earlier, threshold, decided)
  const keys = new Set<string>()
  for (const [key, cell] of table.cellOf) if (withheld.has(cell)) keys.add(key)
  return { keys, table, withheld }
}

/** The same, with no earlier release: the withheld breakdown keys. */
export const withheldBreakdown = (
  exactRows: PrevalenceRow[],
  grid: PublicGrid,
  breakdowns: BreakdownCell[],
  threshold: number,
): Set<string> => withheldBreakdownOverReleases(exactRows, grid, breakdowns, threshold, []).keys
