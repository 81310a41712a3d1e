import ExcelJS from 'exceljs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  inParseSlot,
  PARSING_AT_ONCE,
  WAITING_AT_MOST,
} from '@/lib/surveillance/input/table/parseSlots'
import { readCsv, TooManyRows } from '@/lib/surveillance/input/table/readCsv'
import { MAX_ROWS, readTable } from '@/lib/surveillance/input/table/readTable'
import { MAX_COLUMNS } from '@/lib/surveillance/input/table/readXlsx'
import { checkZipBudget } from '@/lib/surveillance/input/table/zipBudget'
import { editedSheetFile, farColumnFile, textFile, xlsxFile } from './xlsx'
import { crowdedZip, lyingZip, workbookBomb } from './zipBombs'

describe('zip budget', () => {
  it('lets a real workbook through', async () => {
    expect(await checkZipBudget(await xlsxFile([['a'], [1]]))).toBe('ok')
  })

  it('refuses a workbook that inflates past 16 MB', async () => {
    const bomb = await workbookBomb(60)
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024)
    expect(await checkZipBudget(bomb)).toBe('tooLarge')
    expect(await readTable(bomb, 'counts.xlsx')).toEqual({
      ok: false,
      code: 'unpacksTooLarge',
      params: { max: 16 },
    })
    // Building the 60 MB bomb takes a few seconds on a busy machine; the check itself is not timed.
  }, 30_000)

  it('refuses an entry that inflates past the size its directory declares', async () => {
    expect(await checkZipBudget(await lyingZip(40))).toBe('unreadable')
  })

  it('refuses an archive of thousands of entries', async () => {
    expect(await checkZipBudget(await crowdedZip(1001))).toBe('tooLarge')
  })

  it('calls anything else unreadable', async () => {
    expect(await checkZipBudget(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe(
      'unreadable',
    )
  })
})

describe('cells far from the table in a workbook', () => {
  // Every cell the reader visits goes through one of these two methods of exceljs' rows.
  const rowMethods = Object.getPrototypeOf(new ExcelJS.Workbook().addWorksheet('s').getRow(1))
  const cellsVisited = () => {
    const find = vi.spyOn(rowMethods, 'findCell')
    const get = vi.spyOn(rowMethods, 'getCell')
    return () => find.mock.calls.length + get.mock.calls.length
  }
  afterEach(() => vi.restoreAllMocks())

  for (const rows of [100, 1000, 3000])
    it(`refuses ${rows} lines with a cell at column XFD at the first line, without walking its columns`, async () => {
      const file = await farColumnFile(rows)
      expect(file.byteLength).toBeLessThan(64 * 1024)
      const visited = cellsVisited()
      expect(await readTable(file, 'counts.xlsx')).toEqual({
        ok: false,
        code: 'tooManyColumns',
        params: { line: 1, max: MAX_COLUMNS },
      })
      expect(visited()).toBe(0)
    }, 30_000)

  it('reads the header, then refuses the first data line reaching column XFD', async () => {
    const header = ['registry_code', 'malformation_number', 'births', 'observed']
    const visited = cellsVisited()
    expect(await readTable(await farColumnFile(1000, header), 'counts.xlsx')).toEqual({
      ok: false,
      code: 'tooManyColumns',
      params: { line: 2, max: MAX_COLUMNS },
    })
    expect(visited()).toBe(header.length)
  })

  it(`still reads a table ${MAX_COLUMNS} columns wide`, async () => {
    const wide = Array.from({ length: MAX_COLUMNS }, (_, index) => `c${index + 1}`)
    const reading = await readTable(await xlsxFile([wide, wide.map((_, index) => index)]), 'w.xlsx')
    expect(reading.ok && reading.table.rows[0]!.cells).toHaveLength(MAX_COLUMNS)
  })

  it("refuses a cell on the sheet's last line without visiting the lines between", async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('data')
    sheet.addRow(['a', 'b'])
    sheet.getCell('A1048576').value = 1
    const file = new Uint8Array(await workbook.xlsx.writeBuffer())
    const visited = cellsVisited()
    expect(await readTable(file, 'counts.xlsx')).toEqual({
      ok: false,
      code: 'tooManyRows',
      params: { max: MAX_ROWS },
      line: 1048576,
    })
    expect(visited()).toBe(0)
  })
})

describe('sheet ranges the spreadsheet reader would expand cell by cell', () => {
  const afterData = (element: string) => (xml: string) =>
    xml.replace('</sheetData>', `</sheetData>${element}`)
  const refused = { ok: false, code: 'sheetExpands', params: { max: 100_000 } }

  it.each([
    [
      'a merge over most of the sheet',
      '<mergeCells count="1"><mergeCell ref="C1:XFD1048576"/></mergeCells>',
    ],
    [
      'a validation over whole columns',
      '<dataValidations count="1"><dataValidation type="whole" sqref="C1:D1048576"><formula1>1</formula1></dataValidation></dataValidations>',
    ],
  ])(
    'refuses %s before reading it',
    async (_, element) => {
      const file = await editedSheetFile(afterData(element))
      expect(file.byteLength).toBeLessThan(16 * 1024)
      expect(await readTable(file, 'counts.xlsx')).toEqual(refused)
    },
    30_000,
  )

  it('refuses a column format running past the last column', async () => {
    const file = await editedSheetFile((xml) =>
      xml.replace(
        '<sheetData>',
        '<cols><col min="1" max="100000000" width="9"/></cols><sheetData>',
      ),
    )
    expect(await readTable(file, 'counts.xlsx')).toEqual(refused)
  }, 30_000)

  it('still reads a sheet with a few merged cells', async () => {
    const file = await editedSheetFile(
      afterData('<mergeCells count="1"><mergeCell ref="C1:D2"/></mergeCells>'),
    )
    const reading = await readTable(file, 'counts.xlsx')
    expect(reading.ok && reading.table.rows[0]!.cells.slice(0, 2)).toEqual(['AR', 10])
  })
})

describe('row limit while parsing CSV', () => {
  it('stops at the first row past the limit', () => {
    const text = `a;b\n${'1;2\n'.repeat(11)}`
    expect(() => readCsv(text, 10)).toThrow(TooManyRows)
    expect(readCsv(`a;b\n${'1;2\n'.repeat(10)}`, 10)?.rows).toHaveLength(10)
  })

  it('does not count lines without content toward the limit', () => {
    const text = `a;b\n${'1;2\n;\n\n'.repeat(10)}`
    expect(readCsv(text, 10)?.rows.map((row) => row.line)).toEqual(
      Array.from({ length: 10 }, (_, index) => 2 + index * 3),
    )
  })

  it('answers tooManyRows for a file of short lines', async () => {
    const text = `a;b\n${'1;\n'.repeat(MAX_ROWS + 1)}`
    // Line 1 is the header: the first row past the limit is on line MAX_ROWS + 2.
    expect(await readTable(textFile(text), 'counts.csv')).toEqual({
      ok: false,
      code: 'tooManyRows',
      params: { max: MAX_ROWS },
      line: MAX_ROWS + 2,
    })
  })
})

describe('parse slots', () => {
  it(`runs ${PARSING_AT_ONCE} at once, queues ${WAITING_AT_MOST}, and turns the next away`, async () => {
    const release: (() => void)[] = []
    const started: number[] = []
    const job = (id: number) =>
      inParseSlot(
        () =>
          new Promise<number>((resolve) => {
            started.push(id)
            release.push(() => resolve(id))
          }),
      )
    const total = PARSING_AT_ONCE + WAITING_AT_MOST
    const running = Array.from({ length: total }, (_, id) => job(id))
    expect(await job(total)).toBe('busy')
    await Promise.resolve()
    expect(started).toEqual(Array.from({ length: PARSING_AT_ONCE }, (_, id) => id))

    // Each finished job hands its slot to the next in line.
    for (let done = 0; done < total; done++) {
      release[done]!()
      await running[done]
      await new Promise((resolve) => setImmediate(resolve))
      expect(started).toHaveLength(Math.min(total, PARSING_AT_ONCE + done + 1))
    }
    expect(await Promise.all(running)).toEqual(Array.from({ length: total }, (_, id) => id))
    // All slots free again: a new job starts at once.
    expect(await inParseSlot(async () => 'ran')).toBe('ran')
  })
})
