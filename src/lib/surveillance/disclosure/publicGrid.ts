import { NETWORK } from '../monitoring/monthlySeries'
import { prevalenceRows, type PrevalenceMonths, type PrevalenceRow } from '../tables/prevalenceRows'
import { chooseSuppression, type GridCell } from './complementarySuppression'
import type { Relation } from './linearAudit'
import { withheldOverReleases, type KeyedTable, type ReleasedTable } from './overReleases'

/** The key of a cell of the grid (and of any prevalence row): registry, anomaly, period. */
export const cellKey = (row: Pick<PrevalenceRow, 'registry' | 'malformation' | 'period'>) =>
  `${row.registry}|${row.malformation}|${row.period}`

/** The public grid: every registry's and the network's semesters and years, as visitors see them. */
export type PublicGrid = ReadonlyMap<string, PrevalenceRow>

const withheld = (row: PrevalenceRow, complementary: boolean): PrevalenceRow => ({
  ...row,
  cases: null,
  rate: null,
  lower: null,
  upper: null,
  suppressed: true,
  ...(complementary ? { complementary: true, withheld: 'complement' } : { withheld: 'small' }),
})

/** A registry's semester first, then its year, the network last (complements are chosen in that order). */
export const rankOf = (row: Pick<PrevalenceRow, 'registry' | 'period'>) =>
  row.registry === NETWORK ? 2 : /^\d{4}$/.test(row.period) ? 1 : 0

/**
 * One anomaly's year as one table: the registries' and the network's S1, S2 and year, tied by
 * every relation an outsider could use: a registry's year is its two semesters, and each period
 * of the network is the sum of the registries it pooled (those complete for it; the others are
 * listed in `excluded` and have no count).
 */
export function yearTable(rows: PrevalenceRow[]): {
  cells: PrevalenceRow[]
  relations: Relation[]
} {
  const cells = rows.filter((row) => row.cases !== null)
  const index = new Map(cells.map((row, i) => [cellKey(row), i]))
  const relations: Relation[] = []
  const year = cells[0]?.period.slice(0, 4)
  const registries = new Set(cells.map((row) => row.registry).filter((code) => code !== NETWORK))
  const malformation = cells[0]?.malformation ?? 0
  const at = (registry: string, period: string) =>
    index.get(cellKey({ registry, malformation, period }))
  for (const registry of registries) {
    const whole = at(registry, year!)
    const first = at(registry, `${year}-S1`)
    const second = at(registry, `${year}-S2`)
    if (whole !== undefined && first !== undefined && second !== undefined)
      relations.push([
        [whole, 1],
        [first, -1],
        [second, -1],
      ])
  }
  for (const period of [year!, `${year}-S1`, `${year}-S2`]) {
    const network = at(NETWORK, period)
    if (network === undefined) continue
    const pooled = [...registries].flatMap((registry) => {
      const cell = at(registry, period)
      return cell === undefined ? [] : [[cell, -1] as const]
    })
    relations.push([[network, 1], ...pooled])
  }
  return { cells, relations }
}

/** One anomaly-year's grid (`yearTable`) as a table of numbers named by their cell keys. */
export function gridTable(rows: PrevalenceRow[]): KeyedTable {
  const { cells, relations } = yearTable(rows)
  const keys = cells.map((row) => cellKey(row))
  return {
    cells: cells.map((row, i) => ({ key: keys[i]!, value: row.cases!, rank: rankOf(row) })),
    relations: relations.map((relation) =>
      relation.map(([cell, coefficient]) => [keys[cell]!, coefficient] as const),
    ),
  }
}

/**
 * The keys of one anomaly-year's grid cells to withhold in a new release, knowing every
 * `earlier` release's table of that year (`withheldOverReleases`): with none, the same choice as
 * `publicGridRows`.
 */
export function gridWithheldOverReleases(
  rows: PrevalenceRow[],
  threshold: number,
  earlier: readonly ReleasedTable[],
): Set<string> {
  if (threshold <= 0) return new Set()
  return withheldOverReleases(gridTable(rows), earlier, threshold)
}

/** A grid row as published: withheld (a complement when `complementary`) or as it is. */
export const publishedRow = (
  row: PrevalenceRow,
  withheldKeys: ReadonlySet<string>,
  threshold: number,
): PrevalenceRow =>
  row.cases !== null && withheldKeys.has(cellKey(row))
    ? withheld(row, !(row.cases >= 1 && row.cases < threshold))
    : row

/** The grid's cells before anything is withheld: every registry's and the network's semesters and years. */
export function exactGridRows(data: PrevalenceMonths): PrevalenceRow[] {
  const everyCode = [...new Set(data.months.map((row) => row.registry))].sort()
  const shown = { ...data, registries: [NETWORK, ...everyCode], asked: undefined }
  return [...prevalenceRows(shown, 'semester'), ...prevalenceRows(shown, 'year')]
}

/**
 * The public grid of `data` (accepted months of every registry, read with the network asked):
 * semesters and years of each registry and of the network, with cells under `threshold`
 * withheld and complementary cells chosen once, jointly, anomaly by anomaly and year by year
 * (`chooseSuppression`), so that no combination of the grid's numbers gives a withheld count or a
 * small sum of them back. Births are kept; a withheld cell loses its cases, rate and interval
 * together (a rate and its births give the count). Threshold 0: every count is shown.
 */
export function publicGridRows(data: PrevalenceMonths, threshold: number): PrevalenceRow[] {
  const rows = exactGridRows(data)
  if (threshold <= 0) return rows
  const tables = new Map<string, PrevalenceRow[]>()
  for (const row of rows) {
    const key = `${row.malformation}|${row.period.slice(0, 4)}`
    tables.set(key, [...(tables.get(key) ?? []), row])
  }
  const decided = new Map<PrevalenceRow, PrevalenceRow>()
  for (const table of tables.values()) {
    const { cells, relations } = yearTable(table)
    const gridCells: GridCell[] = cells.map((row) => ({
      value: row.cases!,
      rank: rankOf(row),
      name: `${row.registry}|${row.period}`,
    }))
    const choice = chooseSuppression(gridCells, relations, threshold)
    for (const cell of choice.sensitive) decided.set(cells[cell]!, withheld(cells[cell]!, false))
    for (const cell of choice.complementary) decided.set(cells[cell]!, withheld(cells[cell]!, true))
  }
  return rows.map((row) => decided.get(row) ?? row)
}

/** The grid by cell key. */
export const publicGrid = (rows: PrevalenceRow[]): PublicGrid =>
  new Map(rows.map((row) => [cellKey(row), row]))
