import ExcelJS from 'exceljs'
import { PLAIN_CSV, round, toCsv, type CsvValue } from '../present/csv'
import {
  addLocalizedSheets,
  csvStyleFor,
  headerRow,
  withheldReasonText,
  yesNo,
  type FileColumn,
  type FileReader,
} from '../present/fileLanguage'
import type { PrevalenceRow, WithheldReason } from './prevalenceRows'

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
  'withheld_reason',
  'complete',
  'excluded',
  'demo',
]

/** The columns of a file written for a reader: the anomaly's name beside its number. */
const readerColumns: FileColumn[] = [
  'registry',
  'malformation',
  'malformation_name',
  'period',
  'births',
  'cases',
  'rate_per_10000',
  'lower_95',
  'upper_95',
  'suppressed',
  'withheld_reason',
  'complete',
  'excluded',
  'demo',
]

/** The disclosure policy's reason; a withheld row without one (older grids) told no reason. */
const reasonOf = (row: PrevalenceRow): WithheldReason | undefined =>
  row.withheld ?? (row.complementary ? 'complement' : row.suppressed ? 'unpublished' : undefined)

const rounded = (value: number | null) => (value === null ? null : round(value))

/**
 * The rows of the files, exactly the rows of the JSON answer (withheld cells
 * stay empty, and `withheld_reason` says why: a small number, a complement, or not published). `demo` says the figures are demonstration values. For a reader, the
 * same rows with headers and yes/no in their language and the anomaly's name beside its number.
 */
export function prevalenceFileRows(
  rows: PrevalenceRow[],
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
        rounded(row.rate),
        rounded(row.lower),
        rounded(row.upper),
        yesNo(reader, row.suppressed),
        withheldReasonText(reasonOf(row), reader),
        yesNo(reader, row.complete),
        row.excluded?.join(' ') ?? null,
        yesNo(reader, demo),
      ]),
    ]
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
      withheldReasonText(reasonOf(row)),
      String(row.complete),
      row.excluded?.join(' ') ?? null,
      String(demo),
    ]),
  ]
}

export const prevalenceCsv = (rows: PrevalenceRow[], demo: boolean, reader?: FileReader): string =>
  toCsv(prevalenceFileRows(rows, demo, reader), reader ? csvStyleFor(reader.locale) : PLAIN_CSV)

/**
 * The same rows as a workbook, header frozen, numbers as numbers; for a reader, in their
 * language with a data dictionary sheet.
 */
export async function prevalenceXlsx(
  rows: PrevalenceRow[],
  demo: boolean,
  reader?: FileReader,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  if (reader) {
    addLocalizedSheets(workbook, reader, readerColumns, prevalenceFileRows(rows, demo, reader))
    return new Uint8Array(await workbook.xlsx.writeBuffer())
  }
  const sheet = workbook.addWorksheet('prevalence')
  for (const row of prevalenceFileRows(rows, demo)) sheet.addRow(row.map((cell) => cell ?? null))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
