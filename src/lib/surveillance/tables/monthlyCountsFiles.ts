import ExcelJS from 'exceljs'
import { PLAIN_CSV, toCsv, type CsvValue } from '../present/csv'
import {
  addLocalizedSheets,
  csvStyleFor,
  headerRow,
  withheldReasonText,
  yesNo,
  type FileColumn,
  type FileReader,
} from '../present/fileLanguage'
import type { CountsRow } from '../submissions/aggregateCounts'

/** A month as the reader may see it: `withheld` when its cases exist and are not shown to them. */
type MonthlyFileRow = CountsRow & { withheld?: true }

/** The columns of both files, named as the counts API's JSON fields (stable for scripts). */
export const monthlyCountsHeader = [
  'registry',
  'malformation',
  'month',
  'births',
  'cases',
  'withheld_reason',
  'demo',
]

/** The columns of a file written for a reader: the anomaly's name beside its number. */
const readerColumns: FileColumn[] = [
  'registry',
  'malformation',
  'malformation_name',
  'month',
  'births',
  'cases',
  'withheld_reason',
  'demo',
]

/**
 * One line per registry × anomaly × month, in the order given. A count not
 * available is an empty cell, never 0, and 0 stays 0 — as in the template
 * the registries fill in; a month withheld from the reader says so in `withheld_reason`
 * (a month is not published, whatever its count). `births` are live births plus stillbirths. For a reader,
 * headers and yes/no in their language and the anomaly's name beside its number.
 */
export function monthlyCountsRows(
  rows: MonthlyFileRow[],
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
        withheldReasonText(row.withheld ? 'unpublished' : undefined, reader),
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
      withheldReasonText(row.withheld ? 'unpublished' : undefined),
      String(demo),
    ]),
  ]
}

export const monthlyCountsCsv = (
  rows: MonthlyFileRow[],
  demo: boolean,
  reader?: FileReader,
): string =>
  toCsv(monthlyCountsRows(rows, demo, reader), reader ? csvStyleFor(reader.locale) : PLAIN_CSV)

/**
 * The same lines as a workbook: numbers as numbers, empty cells where not available; for a
 * reader, in their language with a data dictionary sheet.
 */
export async function monthlyCountsXlsx(
  rows: MonthlyFileRow[],
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
