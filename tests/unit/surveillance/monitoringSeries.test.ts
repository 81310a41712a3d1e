import { describe, expect, it } from 'vitest'
import { endemicChannelAnalysis } from '@/lib/surveillance/monitoring/endemicChannelAnalysis'
import { seriesFromRows, shiftMonth } from '@/lib/surveillance/monitoring/monthlySeries'
import { scanAnalysis } from '@/lib/surveillance/monitoring/scanAnalysis'
import { trendAnalysis } from '@/lib/surveillance/monitoring/trendAnalysis'

const row = (registry: string, period: string, births: number | null, cases: number | null) => ({
  registry,
  malformation: 7,
  period,
  births,
  cases,
})

describe('seriesFromRows', () => {
  it('pools registries month by month, leaving out a registry whose month is not available', () => {
    const series = seriesFromRows(
      [
        row('A', '2024-01', 1000, 2),
        row('B', '2024-01', 500, null),
        row('A', '2024-02', null, 1),
        row('B', '2024-02', null, null),
        row('B', '2024-03', 400, 0),
        { ...row('A', '2024-03', 9999, 99), malformation: 8 },
      ],
      7,
    )
    expect(series).toEqual({
      months: ['2024-01', '2024-02', '2024-03'],
      births: [1000, null, 400],
      cases: [2, null, 0],
    })
  })
})

describe('shiftMonth', () => {
  it('crosses years both ways', () => {
    expect(shiftMonth('2025-12', -23)).toBe('2024-01')
    expect(shiftMonth('2024-12', 1)).toBe('2025-01')
    expect(shiftMonth('2024-01', -1)).toBe('2023-12')
  })
})

/** Twelve years of months, 1000 births and 1 case each, with `blank` months not available. */
function flatSeries(blank: string[] = []) {
  const months: string[] = []
  for (let month = '2014-01'; month <= '2025-12'; month = shiftMonth(month, 1)) months.push(month)
  return {
    months,
    births: months.map((month) => (blank.includes(month) ? null : 1000)),
    cases: months.map((month) => (blank.includes(month) ? null : 1)),
  }
}

describe('months not available are never zero', () => {
  it('the scan leaves them out and lists them', () => {
    const result = scanAnalysis(flatSeries(['2025-03', '2025-04']), { to: null, months: 24 })
    if (!result.available) throw new Error('expected a scan')
    expect(result.from).toBe('2024-01')
    expect(result.months).toHaveLength(24)
    expect(result.notAvailable).toEqual(['2025-03', '2025-04'])
    // One case in every known month: no window has more than expected.
    expect(result.cluster.llr).toBe(0)
    expect(result.cluster.pValue).toBe(1)
  })

  it('the trend drops an incomplete year instead of summing it', () => {
    const result = trendAnalysis(flatSeries(['2020-06']), { to: null, years: 10 })
    if (!result.available) throw new Error('expected a trend')
    expect(result.years.find((year) => year.year === 2020)).toEqual({
      year: 2020,
      births: null,
      cases: null,
    })
    expect(result.years.find((year) => year.year === 2021)).toEqual({
      year: 2021,
      births: 12000,
      cases: 12,
    })
    expect(result.trend.percentChange).toBeCloseTo(0, 9)
  })

  it('the endemic channel builds on complete years only, and needs three', () => {
    const query = {
      year: 2025,
      years: 5,
      method: 'quartiles',
      groupBy: 'semester',
      measure: 'cases',
    } as const
    const two = endemicChannelAnalysis(flatSeries(['2022-05', '2023-05']), query)
    if (!two.available) throw new Error('expected a channel')
    expect(two.historyYears).toEqual([2020, 2021, 2024])
    expect(two.incompleteYears).toEqual([2022, 2023])
    expect(two.periods.map((period) => [period.period, period.value, period.zone])).toEqual([
      ['S1', 6, 'alert'],
      ['S2', 6, 'alert'],
    ])
    const three = endemicChannelAnalysis(flatSeries(['2022-05', '2023-05', '2024-05']), query)
    expect(three).toEqual({ available: false, reason: 'notEnoughHistory', year: 2025 })
  })
})
