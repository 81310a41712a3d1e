import {
  cellText,
  columnOf,
  emptyValues,
  type GridRow,
  type GridValues,
  type Semester,
} from './gridModel'
import type { MonthlyNumbers } from '@/lib/surveillance/submissions/summary'

/** A stored semester put back into the grid for editing (null stays blank). */
export function valuesOf(numbers: MonthlyNumbers, rows: GridRow[], semester: Semester): GridValues {
  const values = emptyValues(rows.length)
  const rowOf = (row: GridRow['kind'], malformation?: number) =>
    rows.findIndex((r) => r.kind === row && (r.kind !== 'cases' || r.malformation === malformation))
  for (const birth of numbers.births) {
    const column = columnOf(semester, birth.month)
    if (column === null) continue
    values[rowOf('liveBirths')]![column] = cellText(birth.liveBirths)
    values[rowOf('stillbirths')]![column] = cellText(birth.stillbirths)
  }
  for (const entry of numbers.cases) {
    const column = columnOf(semester, entry.month)
    const row = rowOf('cases', entry.malformation)
    if (column === null || row < 0) continue
    values[row]![column] = cellText(entry.cases)
  }
  return values
}
