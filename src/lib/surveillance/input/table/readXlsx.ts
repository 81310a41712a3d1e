import ExcelJS from 'exceljs'
import type { Table, TableCell, TableRow } from './types'

/** Reads the first worksheet of an .xlsx workbook. */
export async function readXlsx(data: Uint8Array): Promise<Table | null> {
  const workbook = new ExcelJS.Workbook()
  // exceljs' types want a Node Buffer; a view over the same bytes avoids a copy.
  await workbook.xlsx.load(
    Buffer.from(data.buffer, data.byteOffset, data.byteLength) as unknown as ArrayBuffer,
  )
  const sheet = workbook.worksheets[0]
  if (!sheet) return null

  const rows: TableRow[] = []
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: TableCell[] = []
    for (let column = 1; column <= row.cellCount; column++)
      cells.push(cellValue(row.getCell(column).value))
    if (cells.some((cell) => cell !== null)) rows.push({ line: row.number, cells })
  })
  const [header, ...body] = rows
  return header ? { header, rows: body } : null
}

/** Flattens exceljs' cell shapes (rich text, formulas, links, dates) to text or a number. */
function cellValue(value: ExcelJS.CellValue): TableCell {
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
