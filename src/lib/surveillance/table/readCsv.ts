import { parse } from 'csv-parse/sync'
import type { Table, TableRow } from './types'

/**
 * Parses CSV text. The delimiter is taken from the header line: spreadsheets
 * in pt/es locales save with ';' (the comma being the decimal mark), others ','.
 */
export function readCsv(text: string): Table | null {
  const records = parse(text, {
    bom: true,
    delimiter: detectDelimiter(text),
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
  }) as unknown as { record: string[]; info: { lines: number } }[]

  const rows: TableRow[] = records
    .map(({ record, info }) => ({
      line: info.lines,
      cells: record.map((cell) => (cell === '' ? null : cell)),
    }))
    .filter((row) => row.cells.some((cell) => cell !== null))
  const [header, ...body] = rows
  return header ? { header, rows: body } : null
}

function detectDelimiter(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  const counts = [';', ',', '\t'].map((delimiter) => ({
    delimiter,
    count: firstLine.split(delimiter).length - 1,
  }))
  counts.sort((a, b) => b.count - a.count)
  return counts[0] && counts[0].count > 0 ? counts[0].delimiter : ','
}
