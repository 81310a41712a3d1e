import { smallDeterminedSums, type Relation } from './linearAudit'

/** One published number of a table (a count of cases) and how readily it may be withheld. */
export interface GridCell {
  value: number
  /** Lower is withheld first as a complement: a registry's semester, its year, the network. */
  rank: number
  /** Breaks ties the same way every time (registry and period). */
  name: string
}

export interface SuppressionChoice {
  /** Cells under the threshold (1 to threshold − 1 cases). */
  sensitive: number[]
  /** Cells withheld only so that no sensitive count can be worked back. */
  complementary: number[]
}

/**
 * Cells of a table whose fate an earlier decision settled (the public grid's counts, when a
 * table of finer numbers is laid over it): never chosen as complements, never newly shown.
 */
export interface SettledCells {
  /** Settled cells that are withheld: unknowns for the outsider. */
  withheld: readonly number[]
  /** Every settled cell, withheld or shown. */
  settled: ReadonlySet<number>
  /** Withheld cells that are unknowns only, never published and not protected themselves. */
  unprotected?: ReadonlySet<number>
}

const preferred = (cells: readonly GridCell[]) => (a: number, b: number) =>
  cells[a]!.rank - cells[b]!.rank ||
  cells[a]!.value - cells[b]!.value ||
  cells[a]!.name.localeCompare(cells[b]!.name)

/**
 * The cells to withhold from one table (cells tied by `relations`): every sensitive cell, then,
 * one at a time, the complementary cell that leaves the fewest small counts or small sums
 * determined (`smallDeterminedSums`), a registry's semester before its year before the network,
 * the smallest first, until none is left. A complement shares a relation with a determined set
 * when one does; never a zero (a withheld zero beside a small count would leave their small sum
 * known). When no cell helps, the whole table is withheld: every relation is then a sum equal to
 * zero, and no small count can be worked back from births alone. With `settled` cells, only
 * the others are candidates (and, at worst, all withheld), and the settled withheld ones are
 * among the unknowns to protect.
 */
export function chooseSuppression(
  cells: readonly GridCell[],
  relations: readonly Relation[],
  threshold: number,
  settled?: SettledCells,
): SuppressionChoice {
  const open = (index: number) => !settled?.settled.has(index)
  const sensitive = cells.flatMap((cell, index) =>
    open(index) && cell.value >= 1 && cell.value < threshold ? [index] : [],
  )
  if (sensitive.length === 0 && !settled?.withheld.length) return { sensitive, complementary: [] }
  const values = cells.map((cell) => cell.value)
  const withheld = new Set([...sensitive, ...(settled?.withheld ?? [])])
  const complementary: number[] = []
  const disclosures = (set: ReadonlySet<number>) =>
    smallDeterminedSums(relations, values, [...set], threshold, settled?.unprotected)
  let left = disclosures(withheld)
  while (left.length > 0) {
    const inOpen = new Set(left.flat())
    const related = new Set<number>()
    for (const relation of relations)
      if (relation.some(([cell]) => inOpen.has(cell)))
        for (const [cell] of relation) related.add(cell)
    const candidates = (pool: Iterable<number>) =>
      [...pool].filter((cell) => open(cell) && !withheld.has(cell) && cells[cell]!.value > 0)
    let pool = candidates(related)
    if (pool.length === 0) pool = candidates(cells.keys())
    if (pool.length === 0) break
    pool.sort(preferred(cells))
    let best: { cell: number; left: number[][] } | null = null
    for (const cell of pool) {
      const after = disclosures(new Set([...withheld, cell]))
      if (!best || after.length < best.left.length) best = { cell, left: after }
      if (after.length === 0) break
    }
    withheld.add(best!.cell)
    complementary.push(best!.cell)
    left = best!.left
  }
  if (left.length > 0)
    for (const cell of cells.keys())
      if (open(cell) && !withheld.has(cell)) {
        withheld.add(cell)
        complementary.push(cell)
      }
  return { sensitive, complementary }
}
