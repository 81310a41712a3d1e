import { parse as parseStream, type Options } from 'csv-parse'
import { parse } from 'csv-parse/sync'
import { checkDeadline, yieldToLoop, type Deadline } from './deadline'
import { MAX_COLUMNS, TooManyColumns, TooManyRows } from './tableBounds'
import type { Table, TableRow } from './types'

export { TooManyRows }

/** Rows parsed between two turns of the event loop, and text handed to the parser at once. */
const ROWS_PER_TURN = 1000
const CHUNK_CHARACTERS = 64 * 1024

/**
 * The parser's options. The delimiter is taken from the header line: spreadsheets in pt/es
 * locales save with ';' (the comma being the decimal mark), others ','. Rows without content
 * are dropped and the others counted while parsing, so a file of millions of short lines stops
 * at the limit; `lines` gets each kept row's line. A line of more than MAX_COLUMNS cells stops
 * the parser at its first cell past them, before the line's cells pile up (a file of nothing but
 * delimiters is millions of cells on one line).
 */
function csvOptions(text: string, maxRows: number, lines: number[]): Options {
  return {
    bom: true,
    delimiter: detectDelimiter(text),
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    cast: (value, context) => {
      if (context.index >= MAX_COLUMNS) throw new TooManyColumns(context.lines)
      return value
    },
    on_record: (record: string[], context) => {
      if (!record.some((cell) => cell !== '')) return null
      if (lines.length > maxRows) throw new TooManyRows(context.lines)
      lines.push(context.lines)
      return record
    },
  }
}

const toTable = (records: string[][], lines: number[]): Table | null => {
  const rows: TableRow[] = records.map((record, index) => ({
    line: lines[index]!,
    cells: record.map((cell) => (cell === '' ? null : cell)),
  }))
  const [header, ...body] = rows
  return header ? { header, rows: body } : null
}

/** Parses CSV text at once: for small files (a test's, a template's). */
export function readCsv(text: string, maxRows = Infinity): Table | null {
  const lines: number[] = []
  return toTable(parse(text, csvOptions(text, maxRows, lines)) as string[][], lines)
}

/**
 * Parses CSV text as a stream, giving the event loop a turn every ROWS_PER_TURN rows so the
 * server keeps answering while a file of tens of thousands of rows is read; stops at the
 * deadline (ReadingTooSlow) or the row limit (TooManyRows).
 */
export async function readCsvStream(
  text: string,
  maxRows: number,
  deadline?: Deadline,
): Promise<Table | null> {
  const lines: number[] = []
  const records: string[][] = []
  const parser = parseStream(csvOptions(text, maxRows, lines))
  const feeding = (async () => {
    for (let at = 0; at < text.length; at += CHUNK_CHARACTERS)
      if (!parser.write(text.slice(at, at + CHUNK_CHARACTERS)))
        await new Promise((resolve) => parser.once('drain', resolve))
    parser.end()
  })()
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      records.push(record)
      if (records.length % ROWS_PER_TURN === 0) {
        checkDeadline(deadline)
        await yieldToLoop()
      }
    }
  } finally {
    parser.destroy()
  }
  await feeding
  return toTable(records, lines)
}

function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, 64 * 1024).replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? ''
  const counts = [';', ',', '\t'].map((delimiter) => ({
    delimiter,
    count: firstLine.split(delimiter).length - 1,
  }))
  counts.sort((a, b) => b.count - a.count)
  return counts[0] && counts[0].count > 0 ? counts[0].delimiter : ','
}
