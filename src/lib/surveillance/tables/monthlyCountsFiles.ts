import ExcelJS from 'exceljs'
import { toCsv, type CsvValue } from '../present/csv'
import type { CountsRow } from '../submissions/aggregateCounts'

/** The columns of both files, named as the counts API's JSON fields (stable for scripts). */
export const monthlyCountsHeader = ['registry', 'malformation', 'month', 'births', 'cases', 'demo']

/**
 * One line per registry × anomaly × month, in the order given. A count not
 * available is an empty cell, never 0, and 0 stays 0 — as in the template
 * the registries fill in. `births` are live births plus stillbirths.
 */
export function monthlyCountsRows(rows: CountsRow[], demo: boolean): CsvValue[][] {
  return [
    monthlyCountsHeader,
    ...rows.map((row) => [
      row.registry,
      row.malformation,
      row.period,
      row.births,
      row.cases,
      String(demo),
    ]),
  ]
}

export const monthlyCountsCsv = (rows: CountsRow[], demo: boolean): string =>
  toCsv(monthlyCountsRows(rows, demo))

/** The same lines as a one-sheet workbook: numbers as numbers, empty cells where not available. */
export async function monthlyCountsXlsx(rows: CountsRow[], demo: boolean): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('monthly counts')
  for (const row of monthlyCountsRows(rows, demo))
    sheet.addRow(row.map((cell) => (cell === undefined ? null : cell)))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
