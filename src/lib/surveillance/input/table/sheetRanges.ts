/**
 * exceljs' full reader expands some ranges of a sheet cell by cell: merged
 * cells and data validations become one entry per cell they cover, and column
 * formats one object per column up to the last they name. A few bytes such as
 * `<mergeCell ref="C1:XFD1048576"/>` or `<col min="1" max="100000000"/>` then
 * hold the server for minutes or exhaust its memory. These are counted from
 * each tag of the sheet's XML as it is inflated (zipBudget.ts), before exceljs sees it.
 */

/** Far more cells than a template's merges or validations ever cover. */
export const MAX_EXPANDED_CELLS = 100_000
/** The last column of a sheet (XFD). */
const LAST_COLUMN = 16_384

const rangeAttribute = /\b(?:sqref|ref)\s*=\s*(["'])([^"']*)\1/
const columnMax = /\bmax\s*=\s*(["'])\s*(\d+)\s*\1/
const cellRef = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/

const columnNumber = (letters: string): number =>
  [...letters.toUpperCase()].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 64, 0)

/** Cells a range such as "A1:C10" or "B2" covers; Infinity for anything else. */
function rangeCells(range: string): number {
  const [from, to = from] = range.split(':')
  const start = cellRef.exec(from ?? '')
  const end = cellRef.exec(to ?? '')
  if (!start || !end) return Infinity
  const columns = Math.abs(columnNumber(end[1]!) - columnNumber(start[1]!)) + 1
  const rows = Math.abs(Number(end[2]) - Number(start[2])) + 1
  return columns * rows
}

/**
 * How many cells exceljs would create for one `<mergeCell>` or `<dataValidation>` tag of a sheet
 * (Infinity for a `<col>` format running past XFD, none for a `<col>` within it).
 */
export function rangeTagCells(name: 'mergeCell' | 'dataValidation' | 'col', tag: string): number {
  if (name === 'col') return Number(columnMax.exec(tag)?.[2] ?? 0) > LAST_COLUMN ? Infinity : 0
  const ranges = rangeAttribute.exec(tag)?.[2] ?? ''
  let cells = 0
  for (const range of ranges.trim().split(/\s+/).filter(Boolean)) cells += rangeCells(range)
  return cells
}
