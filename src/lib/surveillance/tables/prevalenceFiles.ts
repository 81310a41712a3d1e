import ExcelJS from 'exceljs'
import { round, toCsv, type CsvValue } from '../present/csv'
import type { PrevalenceRow } from './prevalenceRows'

/** The columns of both files, named as the JSON fields (stable for scripts). */
export const prevalenceFileHeader = [
  'registry',
  'malformation',
  'period',
  'births',
  'cases',
  'rate_per_10000',
  'lower_95',
  'upper_95',
  'suppressed',
  'complete',
  'excluded',
  'demo',
]

const rounded = (value: number | null) => (value === null ? null : round(value))

/**
 * The rows of the files, exactly the rows of the JSON answer (suppressed cells
 * stay empty). `demo` says the figures are demonstration values.
 */
export function prevalenceFileRows(rows: PrevalenceRow[], demo: boolean): CsvValue[][] {
  return [
    prevalenceFileHeader,
    ...rows.map((row) => [
      row.registry,
      row.malformation,
      row.period,
      row.births,
      row.cases,
      rounded(row.rate),
      rounded(row.lower),
      rounded(row.upper),
      String(row.suppressed),
      String(row.complete),
      row.excluded?.join(' ') ?? null,
      String(demo),
    ]),
  ]
}

export const prevalenceCsv = (rows: PrevalenceRow[], demo: boolean): string =>
  toCsv(prevalenceFileRows(rows, demo))

/** The same rows as a one-sheet workbook, header frozen. */
export async function prevalenceXlsx(rows: PrevalenceRow[], demo: boolean): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('prevalence')
  for (const row of prevalenceFileRows(rows, demo)) sheet.addRow(row.map((cell) => cell ?? null))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
