import { describe, expect, it } from 'vitest'
import { compareBasePeriods, readBasePeriod } from '@/lib/surveillance/input/basePeriod'
import { parseBatchSettings } from '@/lib/surveillance/input/batchSettings'
import { chartScale } from '@/lib/surveillance/present/chartScale'
import { readDate } from '@/lib/surveillance/input/readDate'

describe('readBasePeriod', () => {
  it('accepts a year or an ordered range of years', () => {
    expect(readBasePeriod('2018')).toBe('2018')
    expect(readBasePeriod(' 2020 – 2022 ')).toBe('2020-2022')
    expect(readBasePeriod(2017)).toBe('2017')
    expect(readBasePeriod('2022-2020')).toBeNull()
    expect(readBasePeriod('17-18')).toBeNull()
    expect(readBasePeriod(null)).toBeNull()
  })

  it('sorts the newest period first', () => {
    expect(['2017', '2020-2022', '2018', '2017-2018'].sort(compareBasePeriods)).toEqual([
      '2020-2022',
      '2018',
      '2017-2018',
      '2017',
    ])
  })
})

describe('readDate', () => {
  it('accepts only real calendar days in ISO form', () => {
    expect(readDate('2024-02-29')).toBe('2024-02-29')
    expect(readDate('2023-02-29')).toBeNull()
    expect(readDate('2023-13-01')).toBeNull()
    expect(readDate('01/02/2023')).toBeNull()
  })
})

describe('parseBatchSettings', () => {
  it('needs an ordered period and an optional base period', () => {
    expect(parseBatchSettings({ periodStart: '2025-01-01', periodEnd: '2025-06-30' })).toEqual({
      ok: true,
      value: { periodStart: '2025-01-01', periodEnd: '2025-06-30', basePeriod: null },
    })
    const bad = parseBatchSettings({
      periodStart: '2025-07-01',
      periodEnd: '2025-06-30',
      basePeriod: 'x',
    })
    expect(!bad.ok && bad.issues.map((issue) => issue.code)).toEqual([
      'endBeforeStart',
      'invalidPeriod',
    ])
  })
})

describe('chartScale', () => {
  it('ends on a round number above every value with round ticks', () => {
    expect(chartScale([20.96, 3.6, 12])).toEqual({ max: 25, ticks: [0, 5, 10, 15, 20, 25] })
    expect(chartScale([0, 0, 3.69])).toEqual({ max: 5, ticks: [0, 1, 2, 3, 4, 5] })
    expect(chartScale([1500, 1420, 1300]).max).toBeGreaterThan(1500)
  })
})
