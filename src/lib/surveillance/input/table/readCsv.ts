import { parse as parseStream, type Options } from 'csv-parse'
import { parse } from 'csv-parse/sync'
import { checkDeadline, yieldToLoop, type Deadline } from './deadline'
import { MAX_COLUMNS, TooManyColumns, TooManyRows } from './tableBounds'
import type { Table, TableRow } from './types'

export { TooManyRows }

/** Rows parsed between two turns of the event loop, and bytes decoded and parsed at once. */
const ROWS_PER_TURN = 1000
const CHUNK_BYTES = 64 * 1024

/**
 * The parser's options. The delimiter is taken from the header line: spreadsheets in pt/es
 * locales save with ';' (the comma being the decimal mark), others ','. Rows without content
 * are dropped and the others counted while parsing, so a file of millions of short lines stops
 * at the limit; `lines` gets each kept row's line.
 */
function csvOptions(maxRows: number, lines: number[], delimiter: string): Options {
  return {
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
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
  return toTable(
    parse(text, csvOptions(maxRows, lines, detectDelimiter(text))) as string[][],
    lines,
  )
}

/**
 * Parses a CSV file's bytes as a stream: decoded (UTF-8, anything else refused) and parsed a
 * chunk at a time, never held whole as text, and the event loop gets a turn every ROWS_PER_TURN
 * rows so the server keeps answering while a file of tens of thousands of rows is read. Stops at
 * the deadline (ReadingTooSlow), the row limit (TooManyRows), or a record of more than
 * MAX_COLUMNS cells (TooManyColumns), found before the parser sees it: the parser would build
 * it whole first, and a file of nothing but delimiters is millions of cells on one line.
 */
export async function readCsvStream(
  data: Uint8Array,
  maxRows: number,
  deadline?: Deadline,
): Promise<Table | null> {
  const delimiter = detectDelimiter(new TextDecoder().decode(data.subarray(0, CHUNK_BYTES)))
  const lines: number[] = []
  const records: string[][] = []
  const parser = parseStream(csvOptions(maxRows, lines, delimiter))
  void (async () => {
    const decoder = new TextDecoder('utf-8', { fatal: true })
    const width = new RecordWidth(delimiter)
    for (let at = 0; at < data.length; at += CHUNK_BYTES) {
      const end = Math.min(data.length, at + CHUNK_BYTES)
      const text = decoder.decode(data.subarray(at, end), { stream: end < data.length })
      const tooWide = width.push(text)
      if (tooWide !== null) return parser.destroy(new TooManyColumns(tooWide))
      if (!parser.write(text)) await new Promise((resolve) => parser.once('drain', resolve))
    }
    parser.end()
  })().catch((error: unknown) => parser.destroy(error as Error))
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
  return toTable(records, lines)
}

/**
 * Counts the cells of the record being read, across chunks: delimiters outside quotes, a record
 * ending at a line break outside quotes (RFC 4180's rules, the parser's). `push` answers the
 * line of the first record with more than MAX_COLUMNS cells, or null.
 */
class RecordWidth {
  private cells = 1
  private line = 1
  private recordLine = 1
  private quoted = false
  private readonly separator: number

  constructor(delimiter: string) {
    this.separator = delimiter.charCodeAt(0)
  }

  push(text: string): number | null {
    for (let at = 0; at < text.length; at++) {
      const code = text.charCodeAt(at)
      if (code === 0x22) this.quoted = !this.quoted
      else if (code === 0x0a) {
        this.line++
        if (!this.quoted) {
          this.cells = 1
          this.recordLine = this.line
        }
      } else if (code === this.separator && !this.quoted && ++this.cells > MAX_COLUMNS)
        return this.recordLine
    }
    return null
  }
}

function detectDelimiter(text: string): string {
  const firstLine =
    text
      .slice(0, 64 * 1024)
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/, 1)[0] ?? ''
  const counts = [';', ',', '\t'].map((delimiter) => ({
    delimiter,
    count: firstLine.split(delimiter).length - 1,
  }))
  counts.sort((a, b) => b.count - a.count)
  return counts[0] && counts[0].count > 0 ? counts[0].delimiter : ','
}
