import ExcelJS from 'exceljs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CASE_FILE_MAX_BYTES,
  CASE_FILE_MAX_CELLS,
  CASE_FILE_MAX_ROWS,
  CASE_FILE_MAX_UNZIPPED_BYTES,
} from '@/lib/surveillance/caseSubmissions/caseFileLimits'
import { readTable, type TableLimits } from '@/lib/surveillance/input/table/readTable'
import { textFile, xlsxFile } from './xlsx'
import {
  caseHeader,
  deepNesting,
  emptyCells,
  emptyRows,
  longSharedString,
  manySharedStrings,
} from './hostileWorkbooks'

const caseLimits: TableLimits = {
  maxBytes: CASE_FILE_MAX_BYTES,
  maxRows: CASE_FILE_MAX_ROWS,
  maxUnzippedBytes: CASE_FILE_MAX_UNZIPPED_BYTES,
  maxCells: CASE_FILE_MAX_CELLS,
  stream: true,
}
// 60,000 rows of cases and their header, twice over for blank rows; 60,001 rows of 25 cells.
const MAX_ROW_ELEMENTS = 120_002
const MAX_CELLS = 1_500_025

/** Counts the workbooks exceljs' streaming reader starts to parse. */
const parsesStarted = () => {
  const parse = vi.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype, 'parse')
  return () => parse.mock.calls.length
}
afterEach(() => vi.restoreAllMocks())

describe('a hostile case workbook is refused before the spreadsheet reader sees it', () => {
  it('refuses empty rows past the bound, on the line of the first row too many', async () => {
    const file = await emptyRows(2020, 200_000)
    expect(file.byteLength).toBeLessThan(64 * 1024)
    const parses = parsesStarted()
    // Header on line 1, the case on line 2, empty rows numbered after them.
    expect(await readTable(file, 'casos.xlsx', caseLimits)).toEqual({
      ok: false,
      code: 'workbookTooManyRows',
      params: { max: MAX_ROW_ELEMENTS },
      line: MAX_ROW_ELEMENTS + 1,
    })
    expect(parses()).toBe(0)
  }, 60_000)

  it('refuses more cells than the bound, empty ones counted, on their line', async () => {
    const rows = 20_000
    const file = await emptyCells(2020, rows, 90)
    const parses = parsesStarted()
    const reading = await readTable(file, 'casos.xlsx', caseLimits)
    expect(reading).toMatchObject({
      ok: false,
      code: 'workbookTooManyCells',
      params: { max: MAX_CELLS },
    })
    // 90 cells a row: the bound is passed on the 16,667th empty row or so, after lines 1 and 2.
    const line = !reading.ok ? reading.line : undefined
    expect(line).toBeGreaterThan(2 + 16_000)
    expect(line).toBeLessThan(2 + 17_000)
    expect(parses()).toBe(0)
  }, 60_000)

  it('refuses a shared string of a million characters', async () => {
    const parses = parsesStarted()
    expect(
      await readTable(await longSharedString(2020, 1_000_000), 'casos.xlsx', caseLimits),
    ).toEqual({
      ok: false,
      code: 'workbookTextTooLong',
      params: { max: 32_767 },
    })
    expect(parses()).toBe(0)
  }, 60_000)

  it('refuses more shared strings than the cells a workbook may hold', async () => {
    const parses = parsesStarted()
    expect(
      await readTable(await manySharedStrings(2020, MAX_CELLS + 1), 'casos.xlsx', caseLimits),
    ).toEqual({ ok: false, code: 'workbookTooManyCells', params: { max: MAX_CELLS } })
    expect(parses()).toBe(0)
  }, 60_000)

  it('refuses elements nested a hundred thousand deep, after the last row read', async () => {
    const parses = parsesStarted()
    expect(await readTable(await deepNesting(2020, 100_000), 'casos.xlsx', caseLimits)).toEqual({
      ok: false,
      code: 'workbookTooDeep',
      params: { max: 32 },
      line: 2,
    })
    expect(parses()).toBe(0)
  }, 60_000)

  it('still reads the template with a case, and a sheet with some blank rows', async () => {
    const reading = await readTable(await emptyRows(2020, 1000), 'casos.xlsx', caseLimits)
    expect(reading.ok && reading.table.header.cells).toEqual(caseHeader)
    expect(reading.ok && reading.table.rows.map((row) => row.cells[3])).toEqual(['H-1'])
  })
})

describe('an oversized CSV is refused as it is parsed', () => {
  it('stops a line of millions of delimiters at its first cell past the bound', async () => {
    const file = textFile(`${caseHeader.join(';')}\n${';'.repeat(20_000_000)}\n`)
    expect(await readTable(file, 'casos.csv', caseLimits)).toEqual({
      ok: false,
      code: 'tooManyColumns',
      params: { line: 2, max: 100 },
    })
  }, 60_000)

  it('stops at the first row past the limit and names its line', async () => {
    const lines = Array.from({ length: CASE_FILE_MAX_ROWS + 10 }, (_, i) => `;;;C${i};1`)
    const file = textFile(`${caseHeader.join(';')}\n${lines.join('\n')}`)
    expect(await readTable(file, 'casos.csv', caseLimits)).toEqual({
      ok: false,
      code: 'tooManyRows',
      params: { max: CASE_FILE_MAX_ROWS },
      line: CASE_FILE_MAX_ROWS + 2,
    })
  }, 60_000)
})

describe('while a large file is read, the event loop gets its turns', () => {
  /** Turns of the event loop (setImmediate callbacks run) while `work` runs. */
  async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
    let turns = 0
    let running = true
    const tick = () => {
      turns++
      if (running) setImmediate(tick)
    }
    setImmediate(tick)
    await work()
    running = false
    return turns
  }
  const rows = 20_000

  it('reading a CSV of 20,000 rows, at least one turn a thousand rows', async () => {
    const lines = Array.from({ length: rows }, (_, i) => `;;;C${i};1`)
    const file = textFile(`${caseHeader.join(';')}\n${lines.join('\n')}`)
    expect(
      await turnsDuring(() => readTable(file, 'casos.csv', caseLimits)),
    ).toBeGreaterThanOrEqual(rows / 1000)
  }, 60_000)

  it('reading a workbook of 20,000 rows, at least one turn a thousand rows', async () => {
    const file = await xlsxFile([
      caseHeader,
      ...Array.from({ length: rows }, (_, i) => [null, null, null, `C${i}`, 1]),
    ])
    expect(
      await turnsDuring(() => readTable(file, 'casos.xlsx', caseLimits)),
    ).toBeGreaterThanOrEqual(rows / 1000)
  }, 60_000)
})
