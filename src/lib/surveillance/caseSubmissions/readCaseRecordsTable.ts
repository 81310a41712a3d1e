import { forEachInTurns } from '@/lib/concurrency/turns'
import type { Locale } from '@/i18n/locales'
import type { FieldIssue, RowIssue } from '../input/issues'
import { cellText } from '../input/table/columns'
import type { Table, TableCell } from '../input/table/types'
import type { CaseRecordsBody } from '../data/saveCaseRecords'
import {
  caseColumnHeader,
  caseColumnOfHeader,
  caseInputColumns,
  type CaseFileColumn,
} from './caseFileColumns'
import { caseFileTerms, readCaseFileValue, type CodedColumn } from './caseFileValues'

/** Where each value of the JSON-shaped body came from: `cases[3].codes` → its cell. */
export type CellOf = (field: string) => { line: number; column: string } | undefined

export type CaseTableReading =
  | { ok: true; body: Omit<CaseRecordsBody, 'births' | 'status'>; cellOf: CellOf }
  | { ok: false; issues: (FieldIssue | RowIssue)[] }

const REQUIRED: CaseFileColumn[] = [
  'registry',
  'year',
  'semester',
  'caseId',
  'month',
  'outcome',
  'codes',
]
const PERIOD = ['registry', 'year', 'semester'] as const

/** Columns whose words (in any language, caseFileValues.ts) stand for the API's codes. */
const CODED = new Set<CaseFileColumn>([
  'outcome',
  'sex',
  'prenatalDiagnosis',
  'recordStatus',
  'clinicalPresentation',
])
/** Yes/no columns: syndrome (blank = no) and the kit's diagnosis correction (blank = missing). */
const FLAGS = new Set<CaseFileColumn>(['syndrome', 'diagnosisCorrected'])
/** Date cells: 'YYYY-MM-DD', or a workbook's date cell (read as its serial number). */
const DATES = new Set<CaseFileColumn>(['diagnosisDate', 'reportDate', 'completionDate'])

/**
 * Reads the case-record template (one row per case, codes separated by ';') into the body the
 * JSON API takes, so one validation serves both; every problem found later is put back on its
 * line and column. Every row names the same registry, year and semester (or leaves them blank
 * below the first): one file is one semester of one registry.
 */
export async function readCaseRecordsTable(
  table: Table,
  locale: Locale,
): Promise<CaseTableReading> {
  const columns = new Map<CaseFileColumn, { index: number; name: string }>()
  const issues: RowIssue[] = []
  table.header.cells.forEach((cell, index) => {
    const text = cellText(cell)
    if (!text) return
    const column = caseColumnOfHeader(text)
    if (!column) issues.push({ line: table.header.line, field: text, code: 'unknownColumn' })
    else if (!columns.has(column)) columns.set(column, { index, name: text })
  })
  for (const column of REQUIRED)
    if (!columns.has(column))
      issues.push({
        line: table.header.line,
        field: caseColumnHeader(column, locale),
        code: 'missingColumn',
      })
  if (issues.length > 0) return { ok: false, issues }

  const cell = (cells: TableCell[], column: CaseFileColumn): TableCell => {
    const at = columns.get(column)
    return at === undefined ? null : (cells[at.index] ?? null)
  }
  const nameOf = (column: CaseFileColumn) => columns.get(column)?.name ?? column
  const first = table.rows[0]!
  const period = Object.fromEntries(
    PERIOD.map((key) => [key, cellText(cell(first.cells, key))]),
  ) as Record<(typeof PERIOD)[number], string>

  // The rows' lines are all cellOf keeps of the table, so its cells can go once read.
  const lines = Int32Array.from(table.rows, (row) => row.line)
  const cases: Record<string, unknown>[] = []
  // A turn for the event loop every thousand rows: a national semester has 50,000.
  await forEachInTurns(table.rows, (row) => {
    for (const key of PERIOD) {
      const text = cellText(cell(row.cells, key))
      if (text !== '' && text !== period[key])
        issues.push({ line: row.line, field: nameOf(key), code: 'differentSubmission' })
    }
    const record: Record<string, unknown> = {}
    for (const column of caseInputColumns) {
      if (PERIOD.includes(column as (typeof PERIOD)[number]) || !columns.has(column)) continue
      const value = cell(row.cells, column)
      const text = cellText(value)
      if (column === 'codes')
        record.codes = text
          .split(/[;,]/)
          .map((code) => code.trim())
          .filter(Boolean)
      else if (column === 'diagnosisStatuses') {
        // One word per code, in the codes' order, separated like them.
        const words = text
          .split(/[;,]/)
          .map((word) => word.trim())
          .filter(Boolean)
        const statuses = words.map((word) => readCaseFileValue('diagnosisStatuses', word))
        if (statuses.some((status) => status === null))
          issues.push({
            line: row.line,
            field: nameOf(column),
            code: 'invalidChoice',
            params: { options: caseFileTerms('diagnosisStatuses', locale).join(', ') },
          })
        record.diagnosisStatuses = words.length === 0 ? null : statuses
      } else if (DATES.has(column))
        record[column] = typeof value === 'number' ? serialDate(value) : text || null
      else if (text !== '' && (CODED.has(column) || FLAGS.has(column))) {
        const coded = column as CodedColumn
        const code = readCaseFileValue(coded, text)
        if (code === null)
          issues.push({
            line: row.line,
            field: nameOf(column),
            code: 'invalidChoice',
            params: { options: caseFileTerms(coded, locale).join(', ') },
          })
        record[column] = FLAGS.has(column) ? code === 'yes' : code
      } else record[column] = text === '' ? null : value
    }
    cases.push(record)
  })
  if (issues.length > 0) return { ok: false, issues }
  // Worked out when asked rather than stored per cell: a national semester has a million cells.
  const firstLine = first.line
  const cellOf: CellOf = (field) => {
    if ((PERIOD as readonly string[]).includes(field))
      return { line: firstLine, column: nameOf(field as CaseFileColumn) }
    const found = /^cases\[(\d+)\](?:\.(\w+))?$/.exec(field)
    const line = found ? lines[Number(found[1])] : undefined
    const column = (found?.[2] ?? 'caseId') as CaseFileColumn
    if (line === undefined || !columns.has(column)) return undefined
    return { line, column: nameOf(column) }
  }
  return { ok: true, body: { ...period, cases }, cellOf }
}

/** A spreadsheet's day number as 'YYYY-MM-DD' (day 1 is 1900-01-01; Excel's 1900 leap bug kept). */
function serialDate(serial: number): string {
  if (!Number.isInteger(serial) || serial < 61) return String(serial)
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10)
}
