import ExcelJS from 'exceljs'
import { PLAIN_CSV, toCsv, type CsvValue } from '../present/csv'
import {
  addLocalizedSheets,
  csvStyleFor,
  headerRow,
  yesNo,
  type FileColumn,
  type FileReader,
} from '../present/fileLanguage'
import type { CountsRow } from '../submissions/aggregateCounts'

/** The columns of both files, named as the counts API's JSON fields (stable for scripts). */
export const monthlyCountsHeader = ['registry', 'malformation', 'month', 'births', 'cases', 'demo']

/** The columns of a file written for a reader: the anomaly's name beside its number. */
const readerColumns: FileColumn[] = [
  'registry',
  'malformation',
  'malformation_name',
  'month',
  'births',
  'cases',
  'demo',
]

/**
 * One line per registry × anomaly × month, in the order given. A count not
 * available is an empty cell, never 0, and 0 stays 0 — as in the template
 * the registries fill in. `births` are live births plus stillbirths. For a reader,
 * headers and yes/no in their language and the anomaly's name beside its number.
 */
export function monthlyCountsRows(
  rows: CountsRow[],
  demo: boolean,
  reader?: FileReader,
): CsvValue[][] {
  if (reader)
    return [
      headerRow(reader, readerColumns),
      ...rows.map((row) => [
        row.registry,
        row.malformation,
        reader.malformationName(row.malformation),
        row.period,
        row.births,
        row.cases,
        yesNo(reader, demo),
      ]),
    ]
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

export const monthlyCountsCsv = (rows: CountsRow[], demo: boolean, reader?: FileReader): string =>
  toCsv(monthlyCountsRows(rows, demo, reader), reader ? csvStyleFor(reader.locale) : PLAIN_CSV)

/**
 * The same lines as a workbook: numbers as numbers, empty cells where not available; for a
 * reader, in their language with a data dictionary sheet.
 */
export async function monthlyCountsXlsx(
  rows: CountsRow[],
  demo: boolean,
  reader?: FileReader,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  if (reader) {
    addLocalizedSheets(workbook, reader, readerColumns, monthlyCountsRows(rows, demo, reader))
    return new Uint8Array(await workbook.xlsx.writeBuffer())
  }
  const sheet = workbook.addWorksheet('monthly counts')
  for (const row of monthlyCountsRows(rows, demo))
    sheet.addRow(row.map((cell) => (cell === undefined ? null : cell)))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
