import { describe, expect, it } from 'vitest'
import { validateBaselineTable } from '@/lib/surveillance/reference/baselineFile'
import { readTable } from '@/lib/surveillance/input/table/readTable'
import { reference } from './fixtures'
import { textFile, xlsxFile } from './xlsx'

async function validate(data: Uint8Array, name: string) {
  const reading = await readTable(data, name)
  if (!reading.ok) throw new Error(reading.code)
  return validateBaselineTable(reading.table, reference)
}

const header = 'registry_code,malformation_number,base_period,births,cases,source_note'
const brief = (issues: { line: number; field: string; code: string }[]) =>
  issues.map(({ line, field, code }) => `${line}:${field}:${code}`)

describe('validateBaselineTable', () => {
  it('reads valid rows, a blank cases cell as not available and 0 as no case', async () => {
    const csv = [
      header,
      'AR-RENAC,1,2020-2022,150000,45,Demo',
      'MX-NL,15,2017-2018,8000,,',
      'MX-NL,1,2018,4000,0,',
    ].join('\n')
    const { rows, issues } = await validate(textFile(csv), 'rates.csv')
    expect(issues).toEqual([])
    expect(rows).toEqual([
      {
        line: 2,
        registryId: 1,
        malformationId: 10,
        basePeriod: '2020-2022',
        births: 150000,
        cases: 45,
        sourceNote: 'Demo',
      },
      {
        line: 3,
        registryId: 2,
        malformationId: 11,
        basePeriod: '2017-2018',
        births: 8000,
        cases: null,
        sourceNote: null,
      },
      {
        line: 4,
        registryId: 2,
        malformationId: 10,
        basePeriod: '2018',
        births: 4000,
        cases: 0,
        sourceNote: null,
      },
    ])
  })

  it('reads semicolon CSV with a byte-order mark and localised headers spacing', async () => {
    const csv =
      '\uFEFFRegistry code;Malformation number;Base period;Births;Cases\r\nAR-RENAC;1;2020-2022;150.000;45\r\n'
    const { rows, issues } = await validate(textFile(csv), 'rates.csv')
    expect(issues).toEqual([])
    expect(rows[0]).toMatchObject({ births: 150000, cases: 45 })
  })

  it('reports each bad cell with its line and column', async () => {
    const csv = [
      header,
      'XX-NONE,1,2020-2022,1000,1,',
      'AR-RENAC,99,2020,0,1,',
      'AR-RENAC,1,20-22,100,200,',
      'AR-RENAC,1,2020-2022,abc,-1,',
      'AR-RENAC,,,,,',
    ].join('\n')
    const { rows, issues } = await validate(textFile(csv), 'rates.csv')
    expect(rows).toEqual([])
    expect(brief(issues)).toEqual([
      '2:registry_code:unknownRegistry',
      '3:malformation_number:unknownMalformation',
      '3:births:notPositive',
      '4:base_period:invalidPeriod',
      '4:cases:aboveBirths',
      '5:births:notANumber',
      '5:cases:negative',
      '6:malformation_number:required',
      '6:base_period:required',
      '6:births:required',
    ])
  })

  it('finds the same registry × malformation × period twice in one file', async () => {
    const csv = [header, 'AR-RENAC,1,2020-2022,1000,1,', 'renac,1,2020-2022,2000,2,'].join('\n')
    const { issues } = await validate(textFile(csv), 'rates.csv')
    expect(issues).toEqual([
      { line: 3, field: 'base_period', code: 'duplicateInFile', params: { firstLine: 2 } },
    ])
  })

  it('reports missing and unknown columns on line 1, ignoring the informative ones', async () => {
    const csv = [
      'registry_code,registry,malformation_number,base_period,birth,cases',
      'AR-RENAC,RENAC,1,2020-2022,1000,1',
    ].join('\n')
    const { issues } = await validate(textFile(csv), 'rates.csv')
    expect(brief(issues)).toEqual(['1:birth:unknownColumn', '1:births:missingColumn'])
  })

  it('reads XLSX with numeric cells and blanks', async () => {
    const file = await xlsxFile([
      ['registry_code', 'malformation_number', 'base_period', 'births', 'cases'],
      ['AR-RENAC', 1, '2020-2022', 150000, 45],
      ['MX-NL', 15, 2018, 4000, null],
    ])
    const { rows, issues } = await validate(file, 'rates.xlsx')
    expect(issues).toEqual([])
    expect(rows.map((row) => [row.line, row.basePeriod, row.births, row.cases])).toEqual([
      [2, '2020-2022', 150000, 45],
      [3, '2018', 4000, null],
    ])
  })
})

describe('readTable', () => {
  it('refuses other file kinds, empty files and unreadable spreadsheets', async () => {
    expect(await readTable(textFile('a,b'), 'rates.pdf')).toEqual({
      ok: false,
      code: 'unsupportedFile',
    })
    expect(await readTable(new Uint8Array(), 'rates.csv')).toEqual({ ok: false, code: 'noRows' })
    expect(await readTable(textFile(header), 'rates.csv')).toEqual({ ok: false, code: 'noRows' })
    expect(
      await readTable(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'rates.xlsx'),
    ).toEqual({ ok: false, code: 'unreadableFile' })
    expect(await readTable(new Uint8Array([0xff, 0xfe, 0x41]), 'rates.csv')).toEqual({
      ok: false,
      code: 'unreadableFile',
    })
  })

  it('refuses files above the size limit', async () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1).fill(0x41)
    expect(await readTable(big, 'rates.csv')).toMatchObject({ ok: false, code: 'fileTooLarge' })
  })
})
