import { describe, expect, it } from 'vitest'
import { batchCsv } from '@/lib/surveillance/batch/batchCsv'
import { runBatch } from '@/lib/surveillance/batch/batchFile'
import { readCsv } from '@/lib/surveillance/input/table/readCsv'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { reference } from './fixtures'

const settings = { periodStart: '2025-01-01', periodEnd: '2025-06-30', basePeriod: '2020-2022' }

function run(lines: string[]) {
  const table = readCsv(['registry_code,malformation_number,births,observed', ...lines].join('\n'))
  if (!table) throw new Error('empty')
  return runBatch(table, reference, settings)
}

describe('runBatch', () => {
  it('tests every row and lists alarms first, then no alarm, then rows not tested', () => {
    const result = run([
      'AR-RENAC,1,12000,4', // no alarm
      'MX-NL,15,1000,', // observed blank: not available
      'AR-RENAC,1,100000,0', // deficit
      'XX,1,1000,1', // unknown registry
      'AR-RENAC,1,12000,12', // excess
    ])
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(
      result.results.map((row) => [
        row.line,
        row.status === 'tested' ? (row.outcome.direction ?? 'none') : row.status,
      ]),
    ).toEqual([
      [6, 'excess'],
      [4, 'deficit'],
      [2, 'none'],
      [3, 'notAvailable'],
      [5, 'invalid'],
    ])
    const invalid = result.results[4]
    expect(invalid?.status === 'invalid' && invalid.issues).toEqual([
      { line: 5, field: 'registry_code', code: 'unknownRegistry', params: { value: 'XX' } },
    ])
  })

  it('rejects a file whose columns are wrong as a whole', () => {
    const table = readCsv('registry_code,births,observed\nAR-RENAC,1000,1')
    expect(table && runBatch(table, reference, settings)).toEqual({
      ok: false,
      issues: [{ line: 1, field: 'malformation_number', code: 'missingColumn' }],
    })
  })

  it('writes the results as CSV in the reader language', () => {
    const result = run(['AR-RENAC,1,12000,12', 'MX-NL,15,1000,'])
    if (!result.ok) throw new Error('unexpected')
    const lines = batchCsv(result.results, surveillanceTranslator('es'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe(
      'line,registry_code,registry,malformation_number,malformation,base_period,births,observed,expected,lower_95,upper_95,observed_per_10000,reference_per_10000,result,note',
    )
    expect(lines[1]).toBe(
      '2,AR-RENAC,RENAC,1,Microcephaly,2020-2022,12000,12,3.6,6.2006,20.9616,10,3,alarma: exceso,',
    )
    expect(lines[2]).toBe('3,MX-NL,,15,,,,,,,,,,no disponible,')
  })
})
