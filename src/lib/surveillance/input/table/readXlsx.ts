import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { MAX_COLUMNS, TooManyColumns, TooManyRows } from './tableBounds'
import type { Table, TableCell, TableRow } from './types'

export { MAX_COLUMNS, TooManyColumns }

/** A sheet's last used line may sit this far below its last data row (blank lines, notes). */
const MAX_LINES_PER_ROW = 10

/**
 * Reads the first worksheet of an .xlsx workbook. exceljs keeps each row's
 * cells at their column's index, so a single cell at XFD makes a row 16,384
 * cells long: each row's width is checked before any of its cells is read, and
 * rows are visited by number only up to the sheet's last line, itself bounded.
 * The work is thus at most `maxRows` × MAX_COLUMNS cells, however far apart
 * the file's few cells are.
 */
export async function readXlsx(data: Uint8Array, maxRows = Infinity): Promise<Table | null> {
  const workbook = new ExcelJS.Workbook()
  // Read as a stream of one chunk: exceljs' `load` is typed for an older Node Buffer.
  await workbook.xlsx.read(
    Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]),
  )
  const sheet = workbook.worksheets[0]
  if (!sheet) return null
  // rowCount is the last used line: one cell at line 1,048,576 makes it that.
  const lastLine = sheet.rowCount
  if (lastLine > (maxRows + 1) * MAX_LINES_PER_ROW) throw new TooManyRows(lastLine)

  const rows: TableRow[] = []
  for (let line = 1; line <= lastLine; line++) {
    const row = sheet.findRow(line)
    if (!row) continue
    // cellCount is the row's last used column: one cell at XFD makes it 16,384.
    if (row.cellCount > MAX_COLUMNS) throw new TooManyColumns(line)
    const cells: TableCell[] = []
    for (let column = 1; column <= row.cellCount; column++)
      cells.push(cellValue(row.findCell(column)?.value ?? null))
    if (!cells.some((cell) => cell !== null)) continue
    if (rows.length > maxRows) throw new TooManyRows(line)
    rows.push({ line, cells })
  }
  const [header, ...body] = rows
  return header ? { header, rows: body } : null
}

/** Flattens exceljs' cell shapes (rich text, formulas, links, dates) to text or a number. */
export function cellValue(value: ExcelJS.CellValue): TableCell {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return value
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim()
  if (typeof value === 'boolean') return String(value)
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''))
  if ('formula' in value || 'sharedFormula' in value)
    return cellValue((value as ExcelJS.CellFormulaValue).result ?? null)
  if ('text' in value) return cellValue(value.text)
  if ('error' in value) return null
  return null
}
