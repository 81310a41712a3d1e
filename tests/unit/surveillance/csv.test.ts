import { describe, expect, it } from 'vitest'
import { baselineExportCsv } from '@/lib/surveillance/reference/baselineExport'
import { validateBaselineTable } from '@/lib/surveillance/reference/baselineFile'
import { toCsv } from '@/lib/surveillance/present/csv'
import { readCsv } from '@/lib/surveillance/input/table/readCsv'
import { reference } from './fixtures'

describe('toCsv', () => {
  it('quotes what needs quoting and defuses spreadsheet formulas', () => {
    const csv = toCsv([['a,b', 'say "hi"', 'line\nbreak', '=SUM(A1)', '+1', 42, -1.5, null]])
    expect(csv).toBe('\uFEFF"a,b","say ""hi""","line\nbreak",\'=SUM(A1),\'+1,42,-1.5,\r\n')
  })
})

describe('baseline export', () => {
  it('round-trips through the import: same rows, blank cases kept blank', () => {
    const csv = baselineExportCsv(reference)
    const table = readCsv(csv)
    if (!table) throw new Error('empty export')
    const { rows, issues } = validateBaselineTable(table, reference)
    expect(issues).toEqual([])
    const simplify = (
      list: {
        registryId: unknown
        malformationId: unknown
        basePeriod: string
        births: number
        cases: number | null
      }[],
    ) =>
      list
        .map(
          ({ registryId, malformationId, basePeriod, births, cases }) =>
            `${registryId}|${malformationId}|${basePeriod}|${births}|${cases}`,
        )
        .sort()
    expect(simplify(rows)).toEqual(simplify(reference.baselines))
  })

  it('puts the newest base period first', () => {
    const lines = baselineExportCsv(reference).trim().split('\r\n')
    expect(lines.slice(1).map((line) => line.split(',')[5])).toEqual([
      '2020-2022',
      '2020-2022',
      '2018',
    ])
  })
})
