import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import {
  CASE_FILE_MAX_BYTES,
  CASE_FILE_MAX_ROWS,
  CASE_FILE_MAX_UNZIPPED_BYTES,
} from '@/lib/surveillance/caseSubmissions/caseFileLimits'
import { MAX_ROWS, readTable, type TableLimits } from '@/lib/surveillance/input/table/readTable'
import { readXlsxStream } from '@/lib/surveillance/input/table/readXlsxStream'
import { farColumnFile, textFile, xlsxFile } from '../xlsx'
import { workbookBomb } from '../zipBombs'

const caseLimits: TableLimits = {
  maxBytes: CASE_FILE_MAX_BYTES,
  maxRows: CASE_FILE_MAX_ROWS,
  maxUnzippedBytes: CASE_FILE_MAX_UNZIPPED_BYTES,
  stream: true,
}

/** `rows` data lines of a two-column CSV under a header. */
const csvOf = (rows: number) =>
  textFile(`id;codes\n${Array.from({ length: rows }, (_, i) => `C${i};Q21.0`).join('\n')}`)

describe('case-record file limits', () => {
  it('take a semester of 50,000 records, which the monthly template’s limit refuses', async () => {
    const file = csvOf(50_000)
    expect(await readTable(file, 'casos.csv')).toMatchObject({ ok: false, code: 'tooManyRows' })
    const reading = await readTable(file, 'casos.csv', caseLimits)
    expect(reading.ok && reading.table.rows.length).toBe(50_000)
    expect(MAX_ROWS).toBeLessThan(50_000)
  })

  it('still stop a file one row past the limit, and name the limit', async () => {
    expect(await readTable(csvOf(CASE_FILE_MAX_ROWS + 1), 'casos.csv', caseLimits)).toEqual({
      ok: false,
      code: 'tooManyRows',
      params: { max: CASE_FILE_MAX_ROWS },
      line: CASE_FILE_MAX_ROWS + 2,
    })
  })

  it('still refuse a zip bomb past their unzip budget', async () => {
    const small = { ...caseLimits, maxUnzippedBytes: 8 * 1024 * 1024 }
    expect(await readTable(await workbookBomb(20), 'casos.xlsx', small)).toEqual({
      ok: false,
      code: 'unpacksTooLarge',
      params: { max: 8 },
    })
  }, 30_000)
})

describe('readXlsxStream', () => {
  it('reads the first sheet’s values and lines as the full reader does, skipping blank lines', async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('cases')
    sheet.addRow(['id_caso', 'mes', 'desfecho'])
    sheet.addRow(['A-1', 2, 'nascido vivo'])
    sheet.addRow([])
    sheet.addRow(['A-2', 3, { richText: [{ text: 'óbito ' }, { text: 'fetal' }] }])
    workbook.addWorksheet('dicionario').addRow(['coluna', 'significado'])
    const data = new Uint8Array(await workbook.xlsx.writeBuffer())
    expect(await readXlsxStream(data, 10)).toEqual({
      header: { line: 1, cells: ['id_caso', 'mes', 'desfecho'] },
      rows: [
        { line: 2, cells: ['A-1', 2, 'nascido vivo'] },
        { line: 4, cells: ['A-2', 3, 'óbito fetal'] },
      ],
    })
  })

  it('stops at a cell beyond the last column a template may use', async () => {
    const reading = await readTable(await farColumnFile(3, ['a', 'b']), 'casos.xlsx', caseLimits)
    expect(reading).toMatchObject({ ok: false, code: 'tooManyColumns' })
  })

  it('stops past the row limit', async () => {
    const data = await xlsxFile([['id'], ['a'], ['b'], ['c']])
    await expect(readXlsxStream(data, 2)).rejects.toThrow()
  })
})
