import type { RowIssue } from '../issues'
import type { Table, TableCell, TableRow } from './types'

/** 'Registry code' / 'registry-code' / ' REGISTRY_CODE ' all name the column registry_code. */
export const normaliseHeader = (cell: TableCell): string =>
  String(cell ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')

export type ColumnIndex<Name extends string> = Record<Name, number>

/**
 * Finds the required columns in the header. Columns in `informative` (names
 * added by the export for people reading it) are ignored; any other column is
 * reported, since it is most often a misspelt required one.
 */
export function locateColumns<Name extends string>(
  table: Table,
  required: readonly Name[],
  optional: readonly Name[],
  informative: readonly string[],
): { ok: true; columns: Partial<ColumnIndex<Name>> } | { ok: false; issues: RowIssue[] } {
  const headers = table.header.cells.map(normaliseHeader)
  const issues: RowIssue[] = []
  const columns: Partial<ColumnIndex<Name>> = {}
  const known = new Set<string>([...required, ...optional, ...informative])

  headers.forEach((name, index) => {
    if (name === '') return
    if (!known.has(name))
      issues.push({ line: table.header.line, field: name, code: 'unknownColumn' })
    else if (
      (required as readonly string[]).includes(name) ||
      (optional as readonly string[]).includes(name)
    ) {
      columns[name as Name] ??= index
    }
  })
  for (const name of required) {
    if (columns[name] === undefined)
      issues.push({ line: table.header.line, field: name, code: 'missingColumn' })
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, columns }
}

export const cellAt = <Name extends string>(
  row: TableRow,
  columns: Partial<ColumnIndex<Name>>,
  name: Name,
): TableCell => {
  const index = columns[name]
  return index === undefined ? null : (row.cells[index] ?? null)
}

export const cellText = (cell: TableCell): string => (cell === null ? '' : String(cell).trim())
