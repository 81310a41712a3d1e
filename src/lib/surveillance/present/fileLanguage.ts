import type ExcelJS from 'exceljs'
import type { Locale } from '@/i18n/locales'
import type { WithheldReason } from '../tables/prevalenceRows'
import type { CsvStyle, CsvValue } from './csv'
import type { SurveillanceT } from './translate'

/** Columns of the downloadable files, each with a header and a meaning in every language. */
export type FileColumn =
  | 'registry'
  | 'malformation'
  | 'malformation_name'
  | 'period'
  | 'month'
  | 'births'
  | 'cases'
  | 'rate_per_10000'
  | 'lower_95'
  | 'upper_95'
  | 'suppressed'
  | 'withheld_reason'
  | 'complete'
  | 'excluded'
  | 'demo'

/**
 * Who a file is written for: its language (headers, yes/no, the number format) and the names of
 * the anomalies in that language. A file without a reader keeps the JSON field names, for scripts.
 */
export interface FileReader {
  locale: Locale
  t: SurveillanceT
  malformationName: (number: number) => string | null
}

/** The CSV a spreadsheet in this language opens as is: ';' between fields where ',' is the decimal sign. */
export function csvStyleFor(locale: Locale): CsvStyle {
  const decimal = new Intl.NumberFormat(locale)
    .formatToParts(1.5)
    .find((part) => part.type === 'decimal')?.value
  return decimal === ',' ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' }
}

export const headerRow = (reader: FileReader, columns: FileColumn[]): string[] =>
  columns.map((column) => reader.t(`files.columns.${column}`))

export const yesNo = (reader: FileReader, value: boolean): string =>
  reader.t(value ? 'files.yes' : 'files.no')

/** Why a cell's cases are withheld, in the reader's language (or the code for scripts); null when shown. */
export const withheldReasonText = (
  reason: WithheldReason | undefined,
  reader?: FileReader,
): string | null =>
  reason === undefined ? null : reader ? reader.t(`files.withheldReasons.${reason}`) : reason

/** What each column of a file holds, in the reader's language. */
export const dictionaryRows = (reader: FileReader, columns: FileColumn[]): CsvValue[][] => [
  [reader.t('files.column'), reader.t('files.meaning')],
  ...columns.map((column) => [
    reader.t(`files.columns.${column}`),
    reader.t(`files.descriptions.${column}`),
  ]),
]

/** A workbook's data sheet in the reader's language, header bold and frozen, and its data dictionary. */
export function addLocalizedSheets(
  workbook: ExcelJS.Workbook,
  reader: FileReader,
  columns: FileColumn[],
  rows: CsvValue[][],
): void {
  const sheet = workbook.addWorksheet(reader.t('files.dataSheet'))
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? null))
  sheet.getRow(1).font = { bold: true }
  sheet.views = [{ state: 'frozen', ySplit: 1 }]
  columns.forEach((column, index) => {
    sheet.getColumn(index + 1).width = column === 'malformation_name' ? 40 : 18
  })
  const dictionary = workbook.addWorksheet(reader.t('files.dictionarySheet'))
  for (const row of dictionaryRows(reader, columns)) dictionary.addRow(row)
  dictionary.getRow(1).font = { bold: true }
  dictionary.getColumn(1).width = 36
  dictionary.getColumn(2).width = 100
}
