import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { checkDeadline, yieldToLoop, type Deadline } from './deadline'
import { cellValue } from './readXlsx'
import { MAX_COLUMNS, TooManyColumns, TooManyRows } from './tableBounds'
import type { Table, TableCell, TableRow } from './types'

/** Rows read between two turns of the event loop. */
const ROWS_PER_TURN = 500

/**
 * Reads the first worksheet of an .xlsx workbook row by row, as exceljs' streaming reader parses
 * it: only the cells' values are kept, not a workbook model of every cell (which takes some
 * hundreds of bytes a cell: a 50,000-row case file would hold the server's memory by the
 * gigabyte). Styles are not read, so a date cell reads as its serial number. Same limits as
 * readXlsx: a row wider than MAX_COLUMNS or more than `maxRows` rows with content stop it. The
 * event loop gets a turn every ROWS_PER_TURN rows, so the server answers while it reads, and the
 * reading stops at the deadline.
 */
export async function readXlsxStream(
  data: Uint8Array,
  maxRows: number,
  deadline?: Deadline,
): Promise<Table | null> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    Readable.from([Buffer.from(data.buffer, data.byteOffset, data.byteLength)]),
    { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore' },
  )
  const rows: TableRow[] = []
  let first = true
  let visited = 0
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      if (++visited % ROWS_PER_TURN === 0) {
        checkDeadline(deadline)
        await yieldToLoop()
      }
      // Later sheets (the template's data dictionary) are read through and dropped.
      if (!first) continue
      // values[0] is unused: the array's length is the row's last used column + 1.
      const values = row.values as ExcelJS.CellValue[]
      if (values.length - 1 > MAX_COLUMNS) throw new TooManyColumns(row.number)
      const cells: TableCell[] = []
      for (let column = 1; column < values.length; column++)
        cells.push(cellValue(values[column] ?? null))
      if (!cells.some((cell) => cell !== null)) continue
      if (rows.length > maxRows) throw new TooManyRows(row.number)
      rows.push({ line: row.number, cells })
    }
    first = false
  }
  const [header, ...body] = rows
  return header ? { header, rows: body } : null
}
