import { chooseSuppression, type GridCell } from './complementarySuppression'
import type { Relation } from './linearAudit'

/** A relation over cells named by key: Σ coefficient × cell = 0. */
export type KeyedRelation = readonly (readonly [key: string, coefficient: number])[]

/**
 * One table of numbers as a release publishes it (or is about to): exact values, by key. An
 * `unknown` cell is never published: a finer number that published ones are sums of (`CaseAtom`),
 * an unknown to the outsider, not itself protected.
 */
export interface KeyedTable {
  cells: readonly { key: string; value: number; rank: number; unknown?: boolean }[]
  relations: readonly KeyedRelation[]
}

/** A table an earlier release published, with the keys it withheld. */
export interface ReleasedTable extends KeyedTable {
  withheld: ReadonlySet<string>
}

/**
 * The same cell in two releases is one unknown when its value is the same (an outsider who
 * guesses that it did not change is right), and two unrelated unknowns when it changed.
 */
const versionOf = (key: string, value: number) => `${key}=${value}`

/**
 * The keys of `current` to withhold, chosen knowing every table published before it: the
 * outsider holds every release's shown numbers and relations at once, over the versions of the
 * cells (`versionOf`). A version an earlier release showed stays shown (it is known anyway), one
 * it withheld stays withheld; only new versions are decided, with `decided` (current keys settled
 * by an earlier step, true when shown) kept as they are. New cells of 1 to threshold − 1 cases are
 * withheld, then complements (`chooseSuppression`) until no small count nor small sum of any
 * release, earlier ones included, is determined by everything published; the whole table's new
 * versions when nothing else helps (then this release adds no count an outsider did not have).
 */
export function withheldOverReleases(
  current: KeyedTable,
  earlier: readonly ReleasedTable[],
  threshold: number,
  decided: ReadonlyMap<string, boolean> = new Map(),
): Set<string> {
  const index = new Map<string, number>()
  const cells: GridCell[] = []
  const shownBefore = new Set<number>()
  const withheldBefore = new Set<number>()
  const unknowns = new Set<number>()
  const relations = new Map<string, Relation>()
  const versionIndex = (key: string, value: number, rank: number) => {
    const version = versionOf(key, value)
    let at = index.get(version)
    if (at === undefined) {
      at = cells.length
      index.set(version, at)
      cells.push({ value, rank, name: version })
    }
    return at
  }
  const addRelations = (table: KeyedTable, at: ReadonlyMap<string, number>) => {
    for (const relation of table.relations) {
      const row: [number, number][] = relation.map(([key, coefficient]) => [
        at.get(key)!,
        coefficient,
      ])
      relations.set(JSON.stringify(row), row)
    }
  }
  for (const table of earlier) {
    const at = new Map<string, number>()
    for (const cell of table.cells) {
      const i = versionIndex(cell.key, cell.value, cell.rank)
      at.set(cell.key, i)
      if (cell.unknown) unknowns.add(i)
      else if (table.withheld.has(cell.key)) withheldBefore.add(i)
      else shownBefore.add(i)
    }
    addRelations(table, at)
  }
  for (const i of shownBefore) withheldBefore.delete(i)
  const known = relations.size
  const currentAt = new Map<string, number>()
  for (const cell of current.cells) {
    const i = versionIndex(cell.key, cell.value, cell.rank)
    currentAt.set(cell.key, i)
    if (cell.unknown) unknowns.add(i)
  }
  addRelations(current, currentAt)

  const settledWithheld = new Set([...withheldBefore, ...unknowns])
  const settled = new Set([...shownBefore, ...withheldBefore, ...unknowns])
  for (const [key, shown] of decided) {
    const i = currentAt.get(key)
    if (i === undefined) continue
    settled.add(i)
    if (!shown && !shownBefore.has(i)) settledWithheld.add(i)
  }
  // A small count an earlier release showed (under a lower threshold) is known, and still not
  // shown again: withholding more never gives anything away.
  const hidden = (choice: Iterable<number>) => {
    const set = new Set(choice)
    return new Set(
      current.cells.flatMap((cell) =>
        set.has(currentAt.get(cell.key)!) ||
        cell.unknown ||
        (cell.value >= 1 && cell.value < threshold)
          ? [cell.key]
          : [],
      ),
    )
  }
  // Nothing new since an earlier release (every version and relation known): its decisions stand.
  const nothingNew = [...currentAt.values()].every((i) => settled.has(i))
  if (nothingNew && relations.size === known) return hidden(settledWithheld)
  const choice = chooseSuppression(cells, [...relations.values()], threshold, {
    withheld: [...settledWithheld],
    settled,
    unprotected: unknowns,
  })
  return hidden([...settledWithheld, ...choice.sensitive, ...choice.complementary])
}
