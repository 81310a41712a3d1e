import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import type { Locale } from '@/i18n/locales'
import { toCsv, type CsvValue } from '../present/csv'
import type { CaseRecordInput, CaseClass } from '../caseRecords/model'
import { caseColumnHeader, caseInputColumns, type CaseFileColumn } from './caseFileColumns'
import { caseFileTerm } from './caseFileValues'
import { caseFileDictionary, dictionarySheetName } from './caseFileDictionary'

export interface DownloadedRecord extends CaseRecordInput {
  year: number
  semester: number
  groups: number[] | null
  caseClass: CaseClass | null
}

const columns: CaseFileColumn[] = [...caseInputColumns, 'groups', 'caseClass']

type TermColumn =
  'outcome' | 'sex' | 'prenatalDiagnosis' | 'caseClass' | 'recordStatus' | 'clinicalPresentation'
/** Columns written with the words of the reader's language (caseFileValues.ts). */
const termColumns = new Set<CaseFileColumn>([
  'outcome',
  'sex',
  'prenatalDiagnosis',
  'caseClass',
  'recordStatus',
  'clinicalPresentation',
])

/**
 * A registry's case records as the template writes them (headers and coded values in the
 * reader's language, ICD-10 codes separated by ';'), with the groups and class the platform computed on acceptance
 * (blank before). A value not available is an empty cell, never 0.
 */
export function caseRecordsRows(
  registry: string,
  records: DownloadedRecord[],
  locale: Locale,
): CsvValue[][] {
  return [
    columns.map((column) => caseColumnHeader(column, locale)),
    ...records.map((record) =>
      columns.map((column): CsvValue => {
        if (column === 'registry') return registry
        if (column === 'codes') return record.codes.join('; ')
        if (column === 'syndrome')
          return caseFileTerm(column, record.syndrome ? 'yes' : 'no', locale)
        if (column === 'groups') return record.groups?.join('; ') ?? null
        if (column === 'diagnosisStatuses')
          return (
            record.diagnosisStatuses
              ?.map((status) => caseFileTerm(column, status, locale))
              .join('; ') ?? null
          )
        if (column === 'diagnosisCorrected')
          return record.diagnosisCorrected == null
            ? null
            : caseFileTerm(column, record.diagnosisCorrected ? 'yes' : 'no', locale)
        if (termColumns.has(column)) {
          const code = record[column as keyof DownloadedRecord] as string | null | undefined
          return code == null ? null : caseFileTerm(column as TermColumn, code, locale)
        }
        return (record[column] ?? null) as CsvValue
      }),
    ),
  ]
}

export const caseRecordsCsv = (...args: Parameters<typeof caseRecordsRows>): string =>
  toCsv(caseRecordsRows(...args))

/**
 * The records as a workbook, written row by row through ExcelJS's streaming writer: a national
 * registry's 50,000 records would otherwise be held as a whole workbook model before writing.
 */
export async function caseRecordsXlsx(
  ...args: Parameters<typeof caseRecordsRows>
): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  const stream = new PassThrough()
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  })
  const sheet = workbook.addWorksheet('cases')
  const [header, ...rows] = caseRecordsRows(...args)
  const headerRow = sheet.addRow(header!)
  headerRow.font = { bold: true }
  headerRow.commit()
  for (const row of rows) sheet.addRow(row.map((cell) => cell ?? null)).commit()
  sheet.commit()
  await workbook.commit()
  return new Uint8Array(Buffer.concat(chunks))
}

/** The empty template a registry fills in: the input columns' headers in its language. */
export const caseTemplateRows = (locale: Locale): CsvValue[][] => [
  caseInputColumns.map((column) => caseColumnHeader(column, locale)),
]

/**
 * The template as a workbook: the cases sheet first (the one a file is read from), then the
 * data dictionary: each column's meaning and the words it takes in the reader's language.
 */
export async function caseTemplateXlsx(locale: Locale): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('cases')
  sheet.addRow(caseTemplateRows(locale)[0]!)
  sheet.getRow(1).font = { bold: true }
  const dictionary = workbook.addWorksheet(dictionarySheetName(locale))
  for (const row of caseFileDictionary(locale)) dictionary.addRow(row)
  dictionary.getRow(1).font = { bold: true }
  dictionary.columns.forEach((column, index) => (column.width = [24, 70, 60][index] ?? 20))
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
