import type { MonthlyNumbers } from './summary'

/** A cell of a semester's table by what it holds: `liveBirths:3`, `stillbirths:3`, `cases:12:3`. */
export const cellKey = {
  liveBirths: (month: number) => `liveBirths:${month}`,
  stillbirths: (month: number) => `stillbirths:${month}`,
  cases: (malformation: number, month: number) => `cases:${malformation}:${month}`,
}

function cellsOf(numbers: MonthlyNumbers): Map<string, number | null> {
  const cells = new Map<string, number | null>()
  for (const row of numbers.births) {
    cells.set(cellKey.liveBirths(row.month), row.liveBirths)
    cells.set(cellKey.stillbirths(row.month), row.stillbirths)
  }
  for (const row of numbers.cases) cells.set(cellKey.cases(row.malformation, row.month), row.cases)
  return cells
}

/**
 * The cells where a new version differs from the accepted one: a number changed, a blank (not
 * available) filled or emptied, a row added or left out. 0 and blank are different values.
 */
export function changedCells(next: MonthlyNumbers, accepted: MonthlyNumbers): Set<string> {
  const before = cellsOf(accepted)
  const after = cellsOf(next)
  const changed = new Set<string>()
  for (const key of new Set([...before.keys(), ...after.keys()]))
    if ((before.get(key) ?? null) !== (after.get(key) ?? null)) changed.add(key)
  return changed
}
