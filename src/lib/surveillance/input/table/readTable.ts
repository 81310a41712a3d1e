import { SUBMISSION_FILE_MAX_BYTES } from '../../submissions/uploadLimits'
import type { FieldIssue, IssueCode, RowIssue } from '../issues'
import { deadlineIn, ReadingTooSlow } from './deadline'
import { inParseSlot } from './parseSlots'
import { readCsvStream } from './readCsv'
import { readXlsx } from './readXlsx'
import { readXlsxStream } from './readXlsxStream'
import { MAX_EXPANDED_CELLS } from './sheetRanges'
import { MAX_COLUMNS, TooManyColumns, TooManyRows } from './tableBounds'
import type { Table } from './types'
import { checkZipBudget, MAX_UNZIPPED_BYTES } from './zipBudget'

/** Larger than any realistic baseline or semester file, small enough to parse in a request. */
export const MAX_FILE_BYTES = SUBMISSION_FILE_MAX_BYTES
export const MAX_ROWS = 5000
/** A multipart request carrying one such file, with room for its other fields. */
export const MAX_UPLOAD_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024

/** What a file may be: its size, its rows of data, and what its archive may unpack to. */
export interface TableLimits {
  maxBytes: number
  maxRows: number
  maxUnzippedBytes: number
  /**
   * Cells a workbook's sheets may hold, empty ones included (and texts its shared strings may):
   * by default `maxRows` + 1 rows of MAX_COLUMNS.
   */
  maxCells?: number
  /** Seconds the reading may take, whatever the file (by default READING_SECONDS). */
  maxSeconds?: number
  /** Read a workbook row by row (readXlsxStream), for files of tens of thousands of rows. */
  stream?: boolean
}

/** The semester templates' and baseline files' limits. */
export const SUBMISSION_TABLE_LIMITS: TableLimits = {
  maxBytes: MAX_FILE_BYTES,
  maxRows: MAX_ROWS,
  maxUnzippedBytes: MAX_UNZIPPED_BYTES,
}

/** How long a semester template or baseline file may take to read. */
export const READING_SECONDS = 30

export type TableReading =
  | { ok: true; table: Table }
  | {
      ok: false
      code: IssueCode
      params?: Record<string, number>
      /** The file's line the problem was found at, when the bound passed is one of lines. */
      line?: number
    }

/** A refused reading as the issue of the form's `file` field, on its line when it has one. */
export const fileIssue = (
  reading: Extract<TableReading, { ok: false }>,
): FieldIssue | RowIssue => ({
  field: 'file',
  ...(reading.line === undefined ? {} : { line: reading.line }),
  code: reading.code,
  ...(reading.params === undefined ? {} : { params: reading.params }),
})

/**
 * `<row>` elements a workbook may hold for `maxRows` rows of data: as many again for blank or
 * formatted rows between and below them.
 */
export const maxRowElements = (maxRows: number): number => 2 * (maxRows + 1)

const isZip = (data: Uint8Array): boolean =>
  data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04

/**
 * Reads an uploaded CSV or XLSX file into rows of cells. The content decides
 * the format (an .xlsx is a zip archive), the name only rules out other kinds.
 */
export async function readTable(
  data: Uint8Array,
  fileName: string,
  limits: TableLimits = SUBMISSION_TABLE_LIMITS,
): Promise<TableReading> {
  if (data.byteLength === 0) return { ok: false, code: 'noRows' }
  if (data.byteLength > limits.maxBytes)
    return { ok: false, code: 'fileTooLarge', params: { max: limits.maxBytes / 1024 / 1024 } }

  const extension = fileName.toLowerCase().split('.').pop() ?? ''
  const looksLikeXlsx = isZip(data)
  if (!looksLikeXlsx && !['csv', 'txt', 'tsv'].includes(extension))
    return { ok: false, code: 'unsupportedFile' }

  const reading = await inParseSlot(() => parseTable(data, looksLikeXlsx, limits))
  return reading === 'busy' ? { ok: false, code: 'serverBusy' } : reading
}

async function parseTable(
  data: Uint8Array,
  looksLikeXlsx: boolean,
  limits: TableLimits,
): Promise<TableReading> {
  const { maxRows } = limits
  const deadline = deadlineIn(limits.maxSeconds ?? READING_SECONDS)
  const tooManyRows: TableReading = { ok: false, code: 'tooManyRows', params: { max: maxRows } }
  let table: Table | null
  try {
    if (looksLikeXlsx) {
      const budget = await checkZipBudget(data, {
        maxUnzippedBytes: limits.maxUnzippedBytes,
        maxRowElements: maxRowElements(maxRows),
        maxCells: limits.maxCells ?? (maxRows + 1) * MAX_COLUMNS,
        deadline,
      })
      if (budget === 'tooLarge')
        return {
          ok: false,
          code: 'unpacksTooLarge',
          params: { max: limits.maxUnzippedBytes / 1024 / 1024 },
        }
      if (budget === 'expands')
        return { ok: false, code: 'sheetExpands', params: { max: MAX_EXPANDED_CELLS } }
      if (budget === 'unreadable') return { ok: false, code: 'unreadableFile' }
      if (budget !== 'ok') return { ok: false, ...budget }
    }
    table = looksLikeXlsx
      ? await (limits.stream ? readXlsxStream(data, maxRows, deadline) : readXlsx(data, maxRows))
      : await readCsvStream(data, maxRows, deadline)
  } catch (error) {
    if (error instanceof TooManyRows)
      return error.line === undefined ? tooManyRows : { ...tooManyRows, line: error.line }
    if (error instanceof TooManyColumns)
      return { ok: false, code: 'tooManyColumns', params: { line: error.line, max: MAX_COLUMNS } }
    if (error instanceof ReadingTooSlow)
      return { ok: false, code: 'readingTooSlow', params: { max: error.seconds } }
    return { ok: false, code: 'unreadableFile' }
  }
  if (!table || table.rows.length === 0) return { ok: false, code: 'noRows' }
  if (table.rows.length > maxRows) return tooManyRows
  return { ok: true, table }
}
