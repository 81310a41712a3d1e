import type { FieldIssue, RowIssue } from '../input/issues'
import { cellText } from '../input/table/columns'
import type { Table, TableCell } from '../input/table/types'
import { defaultLocale, type Locale } from '@/i18n/locales'
import { birthItemOf, columnHeader, columnOfHeader, type FileColumn } from './fileColumns'
import { MONTHS_PER_SEMESTER, semesterMonths } from './model'
import type { SubmissionInput } from './validateSubmission'

/** Where each value of the JSON-shaped input came from in the file, to report line and column. */
export interface FilePositions {
  /** Key: a validation field such as `cases[4].cases` or `year`; value: its cell. */
  cells: Map<string, { line: number; column: string }>
}

export type FileReading =
  { ok: true; input: SubmissionInput; positions: FilePositions } | { ok: false; issues: RowIssue[] }

const REQUIRED: FileColumn[] = ['registry', 'year', 'semester', 'item']

/**
 * Reads the submission template (one row per births line or malformation, the
 * semester's six months as columns) into the same shape the JSON API takes,
 * so one validation serves both. Every row must name the same registry, year
 * and semester (or leave them blank below the first): one file is one
 * semester of one registry.
 */
export function readSubmissionTable(table: Table, locale: Locale = defaultLocale): FileReading {
  const columns = new Map<FileColumn, { index: number; name: string }>()
  const unknown: { index: number; name: string }[] = []
  table.header.cells.forEach((cell, index) => {
    const text = cellText(cell)
    if (!text) return
    const column = columnOfHeader(text)
    if (!column) unknown.push({ index, name: text })
    else if (!columns.has(column)) columns.set(column, { index, name: text })
  })
  const monthColumns = Array.from({ length: MONTHS_PER_SEMESTER }, (_, index) =>
    columns.get(`month_${index + 1}`),
  )
  const missing = REQUIRED.filter((column) => !columns.has(column))
  if (monthColumns.every((column) => !column)) missing.push('month_1')
  const issues = headerIssues(table.header.line, unknown, missing, locale)
  if (issues.length > 0) return { ok: false, issues }

  const cellOf = (cells: TableCell[], column: FileColumn): TableCell => {
    const at = columns.get(column)
    return at === undefined ? null : (cells[at.index] ?? null)
  }
  const nameOf = (column: FileColumn) => columns.get(column)?.name ?? column
  const positions: FilePositions = { cells: new Map() }

  // The period comes from the first row; any other row that differs is reported.
  const first = table.rows[0]!
  const period = {
    registry: cellText(cellOf(first.cells, 'registry')),
    year: cellText(cellOf(first.cells, 'year')),
    semester: cellText(cellOf(first.cells, 'semester')),
  }
  for (const key of ['registry', 'year', 'semester'] as const)
    positions.cells.set(key, { line: first.line, column: nameOf(key) })
  const semesterNumber = Number(period.semester)
  const months = semesterMonths(semesterNumber === 2 ? 2 : 1)

  const births = new Map<number, { liveBirths: TableCell; stillbirths: TableCell }>()
  const birthsIndex = new Map<number, number>()
  const cases: { malformation: string; month: number; cases: TableCell }[] = []

  for (const row of table.rows) {
    // A blank registry, year or semester repeats the first row's.
    for (const key of ['registry', 'year', 'semester'] as const) {
      const text = cellText(cellOf(row.cells, key))
      if (text !== '' && text !== period[key])
        issues.push({ line: row.line, field: nameOf(key), code: 'differentSubmission' })
    }
    const item = cellText(cellOf(row.cells, 'item'))
    if (!item) {
      issues.push({ line: row.line, field: nameOf('item'), code: 'required' })
      continue
    }
    const birthItem = birthItemOf(item)
    if (!birthItem && !/^\d+$/.test(item)) {
      issues.push({ line: row.line, field: nameOf('item'), code: 'unknownItem' })
      continue
    }
    monthColumns.forEach((column, index) => {
      if (!column) return
      const month = months[index]!
      const value = row.cells[column.index] ?? null
      const where = { line: row.line, column: column.name }
      if (birthItem) {
        let entry = births.get(month)
        if (!entry) {
          entry = { liveBirths: null, stillbirths: null }
          births.set(month, entry)
          birthsIndex.set(month, births.size - 1)
        }
        const field = `births[${birthsIndex.get(month)}].${birthItem}`
        if (positions.cells.has(field))
          issues.push({ line: row.line, field: nameOf('item'), code: 'duplicateRow' })
        entry[birthItem] = value
        positions.cells.set(field, where)
        positions.cells.set(`births[${birthsIndex.get(month)}].month`, where)
      } else {
        const at = `cases[${cases.length}]`
        cases.push({ malformation: item, month, cases: value })
        positions.cells.set(`${at}.cases`, where)
        positions.cells.set(`${at}.month`, where)
        positions.cells.set(`${at}.malformation`, { line: row.line, column: nameOf('item') })
      }
    })
  }
  if (issues.length > 0) return { ok: false, issues }
  return {
    ok: true,
    input: {
      ...period,
      births: [...births.entries()].map(([month, entry]) => ({ month, ...entry })),
      cases,
    },
    positions,
  }
}

/** The template's columns in their order, as templateHeader writes them. */
const TEMPLATE_ORDER: FileColumn[] = [
  'registry',
  'year',
  'semester',
  'item',
  'description',
  ...Array.from({ length: MONTHS_PER_SEMESTER }, (_, index) => `month_${index + 1}` as const),
]

/**
 * The header's problems, each column named as the template in the reader's language names it.
 * A header the template does not know, standing where a missing column belongs (or the only one
 * of each), is one misnamed column, not an unknown one and a missing one.
 */
function headerIssues(
  line: number,
  unknown: { index: number; name: string }[],
  missing: FileColumn[],
  locale: Locale,
): RowIssue[] {
  const issues: RowIssue[] = []
  const stillMissing = new Set(missing)
  const misnamed = (header: { name: string }, column: FileColumn) => {
    stillMissing.delete(column)
    issues.push({
      line,
      field: header.name,
      code: 'misnamedColumn',
      params: { expected: columnHeader(column, locale) },
    })
  }
  const unpaired = unknown.filter((header) => {
    const column = TEMPLATE_ORDER[header.index]
    if (!column || !stillMissing.has(column)) return true
    misnamed(header, column)
    return false
  })
  if (unpaired.length === 1 && stillMissing.size === 1)
    misnamed(unpaired[0]!, [...stillMissing][0]!)
  else
    for (const header of unpaired) issues.push({ line, field: header.name, code: 'unknownColumn' })
  for (const column of missing)
    if (stillMissing.has(column))
      issues.push({ line, field: columnHeader(column, locale), code: 'missingColumn' })
  return issues
}

/** A validation issue of the JSON-shaped input put back on the file's line and column. */
export function toFileIssue(issue: FieldIssue, positions: FilePositions): FieldIssue | RowIssue {
  const cell = positions.cells.get(issue.field)
  return cell ? { ...issue, line: cell.line, field: cell.column } : issue
}
