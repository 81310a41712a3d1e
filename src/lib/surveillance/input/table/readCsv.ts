import { parse } from 'csv-parse/sync'
import type { Table, TableRow } from './types'

/** Thrown as soon as a file has more rows with content than allowed, so parsing stops there. */
export class TooManyRows extends Error {}

/**
 * Parses CSV text. The delimiter is taken from the header line: spreadsheets
 * in pt/es locales save with ';' (the comma being the decimal mark), others ','.
 */
export function readCsv(text: string, maxRows = Infinity): Table | null {
  const lines: number[] = []
  const records = parse(text, {
    bom: true,
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    // Rows without content are dropped and the others counted while parsing, so a
    // file of millions of short lines stops at the limit.
    on_record: (record, context) => {
      if (!record.some((cell) => cell !== '')) return null
      if (lines.length > maxRows) throw new TooManyRows()
      lines.push(context.lines)
      return record
    },
  })
  const rows: TableRow[] = records.map((record, index) => ({
    line: lines[index]!,
    cells: record.map((cell) => (cell === '' ? null : cell)),
  }))
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
