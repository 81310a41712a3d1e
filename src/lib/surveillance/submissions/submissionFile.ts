import type { FieldIssue, RowIssue } from '../input/issues'
import { cellText } from '../input/table/columns'
import type { Table, TableCell } from '../input/table/types'
import { birthItemOf, columnOfHeader, type FileColumn } from './fileColumns'
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
export function readSubmissionTable(table: Table): FileReading {
  const issues: RowIssue[] = []
  const headerLine = table.header.line
  const columns = new Map<FileColumn, { index: number; name: string }>()
  table.header.cells.forEach((cell, index) => {
    const text = cellText(cell)
    if (!text) return
    const column = columnOfHeader(text)
    if (!column) issues.push({ line: headerLine, field: text, code: 'unknownColumn' })
    else if (!columns.has(column)) columns.set(column, { index, name: text })
  })
  for (const column of REQUIRED)
    if (!columns.has(column))
      issues.push({ line: headerLine, field: column, code: 'missingColumn' })
  const monthColumns = Array.from({ length: MONTHS_PER_SEMESTER }, (_, index) =>
    columns.get(`month_${index + 1}`),
  )
  if (monthColumns.every((column) => !column))
    issues.push({ line: headerLine, field: 'month_1', code: 'missingColumn' })
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

/** A validation issue of the JSON-shaped input put back on the file's line and column. */
export function toFileIssue(issue: FieldIssue, positions: FilePositions): FieldIssue | RowIssue {
  const cell = positions.cells.get(issue.field)
  return cell ? { ...issue, line: cell.line, field: cell.column } : issue
}
