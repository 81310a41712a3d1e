/**
 * The monthly grid as plain data: what a cell holds, how the grid becomes the
 * submissions API's JSON body, and which cell each server error belongs to.
 * No React here, so it is tested on its own.
 */

import { MONTHS_PER_SEMESTER, type Semester } from '@/lib/surveillance/submissions/model'

export { MONTHS_PER_SEMESTER, type Semester }

/** Rows of the grid: the two births rows first, then one row per malformation. */
export type GridRow =
  { kind: 'liveBirths' } | { kind: 'stillbirths' } | { kind: 'cases'; malformation: number }

/** Each cell's text as typed; '' is "not available", '0' is "no case". */
export type GridValues = string[][]

export interface ServerError {
  field?: string
  line?: number
  column?: string
  code: string
  message: string
  /** Case-record uploads list their warnings beside the errors that refused the file. */
  severity?: 'error' | 'warning'
}

export interface CellError {
  row: number
  column: number
  message: string
}

/** Calendar month (1–12) of the grid's column `column` (0–5). */
export const monthOf = (semester: Semester, column: number): number =>
  (semester - 1) * MONTHS_PER_SEMESTER + column + 1

/** Grid column (0–5) of a calendar month, or null when the month lies outside the semester. */
export const columnOf = (semester: Semester, month: number): number | null => {
  const column = month - (semester - 1) * MONTHS_PER_SEMESTER - 1
  return column >= 0 && column < MONTHS_PER_SEMESTER ? column : null
}

export const gridRows = (malformations: number[]): GridRow[] => [
  { kind: 'liveBirths' },
  { kind: 'stillbirths' },
  ...malformations.map((malformation): GridRow => ({ kind: 'cases', malformation })),
]

export const emptyValues = (rows: number): GridValues =>
  Array.from({ length: rows }, () => Array.from({ length: MONTHS_PER_SEMESTER }, () => ''))

/**
 * A cell as the API receives it: blank is null (not available), digits are a
 * number. Anything else goes to the server as typed, so the one validation
 * there answers it with its translated reason, cell by cell.
 */
export function cellValue(text: string): number | string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

/** A stored number as the grid shows it for editing: null stays blank. */
export const cellText = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value)

export interface SubmissionBody {
  registry: string
  year: number
  semester: Semester
  births: {
    month: number
    liveBirths: number | string | null
    stillbirths: number | string | null
  }[]
  cases: { malformation: number; month: number; cases: number | string | null }[]
}

/** Where each array entry of the body came from, to put the server's errors back on their cells. */
export interface BodyMap {
  births: number[]
  cases: { row: number; column: number }[]
}

export function buildBody(
  target: { registry: string; year: number; semester: Semester },
  rows: GridRow[],
  values: GridValues,
): { body: SubmissionBody; map: BodyMap } {
  const births: SubmissionBody['births'] = []
  const cases: SubmissionBody['cases'] = []
  const map: BodyMap = { births: [], cases: [] }
  const live = rows.findIndex((row) => row.kind === 'liveBirths')
  const still = rows.findIndex((row) => row.kind === 'stillbirths')
  for (let column = 0; column < MONTHS_PER_SEMESTER; column++) {
    births.push({
      month: monthOf(target.semester, column),
      liveBirths: cellValue(values[live]?.[column] ?? ''),
      stillbirths: cellValue(values[still]?.[column] ?? ''),
    })
    map.births.push(column)
  }
  rows.forEach((row, index) => {
    if (row.kind !== 'cases') return
    for (let column = 0; column < MONTHS_PER_SEMESTER; column++) {
      cases.push({
        malformation: row.malformation,
        month: monthOf(target.semester, column),
        cases: cellValue(values[index]?.[column] ?? ''),
      })
      map.cases.push({ row: index, column })
    }
  })
  return { body: { ...target, births, cases }, map }
}

// "births[2].liveBirths", "births.2.liveBirths", "cases[14].cases", "cases.14"
const ENTRY_FIELD = /^(births|cases)(?:\[(\d+)\]|\.(\d+))(?:\.(\w+))?$/

/**
 * Splits the server's errors into those that belong to a cell of the grid and
 * those about the whole submission (registry, period, a general failure).
 */
export function placeErrors(
  errors: ServerError[],
  rows: GridRow[],
  map: BodyMap,
): { cells: CellError[]; general: ServerError[] } {
  const cells: CellError[] = []
  const general: ServerError[] = []
  for (const error of errors) {
    const match = error.field ? ENTRY_FIELD.exec(error.field) : null
    const index = match ? Number(match[2] ?? match[3]) : NaN
    if (match?.[1] === 'births' && map.births[index] !== undefined) {
      const kind = match[4] === 'stillbirths' ? 'stillbirths' : 'liveBirths'
      const row = rows.findIndex((r) => r.kind === kind)
      // An error about the month as a whole (no sub-field) marks its live-births cell.
      cells.push({ row, column: map.births[index], message: error.message })
    } else if (match?.[1] === 'cases' && map.cases[index]) {
      cells.push({ ...map.cases[index], message: error.message })
    } else {
      general.push(error)
    }
  }
  return { cells, general }
}

/** The next cell for a navigation key, kept inside the grid; null when the key does not move. */
export function moveFrom(
  position: { row: number; column: number },
  key: string,
  size: { rows: number; columns: number },
): { row: number; column: number } | null {
  const step: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    Enter: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  }
  const delta = step[key]
  if (!delta) return null
  const row = position.row + delta[0]
  const column = position.column + delta[1]
  if (row < 0 || row >= size.rows || column < 0 || column >= size.columns) return null
  return { row, column }
}

/** A sum of grid cells: the known whole numbers added, and how many cells were left blank. */
export interface CellTotal {
  /** Null when no cell is known: nothing to add up, never 0. */
  total: number | null
  blank: number
}

/** Adds up cells as typed: a blank is "not available" and counted apart, never as 0. */
export function totalOf(cells: string[]): CellTotal {
  let total: number | null = null
  let blank = 0
  for (const text of cells) {
    const value = cellValue(text)
    if (value === null) blank++
    else if (typeof value === 'number') total = (total ?? 0) + value
  }
  return { total, blank }
}

/** The cells of rows `from`–`to` (end excluded) in one column. */
export const columnCells = (values: GridValues, from: number, to: number, column: number) =>
  values.slice(from, to).map((cells) => cells[column] ?? '')
