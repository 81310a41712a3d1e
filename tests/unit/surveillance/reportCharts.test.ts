import { describe, expect, it } from 'vitest'
import { shiftMonth } from '@/lib/surveillance/monitoring/monthlySeries'
import { semiannualReport } from '@/lib/surveillance/monitoring/semiannualReport'
import { reportCharts } from '@/lib/surveillance/present/reportCharts'
import type { CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'
import type { PrevalenceRow } from '@/lib/surveillance/tables/prevalenceRows'

/** 2014–2025, 1000 births a month; 1 case a month, 10 a month from 2025-02 to 2025-04. */
function rows(): CountsRow[] {
  const all: CountsRow[] = []
  for (let month = '2014-01'; month <= '2025-12'; month = shiftMonth(month, 1)) {
    const burst = month >= '2025-02' && month <= '2025-04'
    all.push({
      registry: 'XX',
      malformation: 8,
      period: month,
      births: 1000,
      cases: burst ? 10 : 1,
    })
  }
  return all
}

const anomaly = semiannualReport(rows(), { year: 2025, half: 1 }).anomalies[0]!
const options = { locale: 'en' as const, registryName: 'RENAC', malformation: 'Burst' }

describe("the report's charts of one anomaly", () => {
  const exact = reportCharts(anomaly, options)

  it('draws the exact yearly prevalence, the semester channel and the 24 scanned months', () => {
    expect(exact.heading).toBe('Charts of Burst')
    expect(exact.trend!.title).toBe('Prevalence by year of Burst, RENAC, 2015–2024')
    // 12 cases in 12,000 births a year: 10 per 10,000.
    expect(exact.trend!.points).toHaveLength(10)
    expect(exact.trend!.points[0]).toMatchObject({ period: '2015', rate: 10 })
    expect(exact.channel!.series.map((point) => point.period)).toEqual(['2025-S1', '2025-S2'])
    expect(exact.channel!.measure).toBe('rate')
    expect(exact.channelNote).toBeNull()
    expect(exact.scan!.periods).toHaveLength(24)
    expect(exact.scan!.periods.find((period) => period.period === '2025-03')!.cases).toBe(10)
    // The burst is the most likely cluster: 2025-02 to 2025-04, months 19 to 21 of the window.
    expect(exact.scan!.cluster).toMatchObject({ start: 19, end: 21, observed: 30 })
  })

  it('gives a reader without exact numbers the public grid, an index channel and no count', () => {
    // The grid withholds 2020 as a small count and 2021 as a complement (it holds 12 cases).
    const cell = (year: number): PrevalenceRow => {
      const withheld = year === 2020 ? 'small' : year === 2021 ? 'complement' : undefined
      return {
        registry: 'XX',
        malformation: 8,
        period: String(year),
        births: 12000,
        cases: withheld ? null : 12,
        rate: withheld ? null : 10,
        lower: withheld ? null : 5.2,
        upper: withheld ? null : 17.5,
        suppressed: withheld !== undefined,
        ...(withheld === 'complement' ? { complementary: true as const } : {}),
        ...(withheld ? { withheld } : {}),
        complete: true,
      }
    }
    const shown = reportCharts(anomaly, { ...options, publicYear: cell })
    const points = new Map(shown.trend!.points.map((point) => [point.period, point]))
    expect(points.get('2019')).toEqual({ period: '2019', rate: 10, lower: 5.2, upper: 17.5 })
    expect(points.get('2020')).toMatchObject({ rate: null, gap: 'suppressed' })
    expect(points.get('2021')).toMatchObject({ rate: null, gap: 'complement' })
    // Each band centre is 100: no rate of the registry is drawn, and the axis says it is an index.
    expect(shown.channel!.bands.every((band) => band.center === 100)).toBe(true)
    expect(shown.channel!.measure).toBe('index')
    expect(shown.channelNote).toContain('index')
    // Every scanned month exists and is withheld: none is drawn as "not available".
    expect(shown.scan!.periods.every((period) => period.cases === null)).toBe(true)
    expect(shown.scan!.periods.every((period) => period.withheld === true)).toBe(true)
    expect(shown.scan!.cluster).toBeNull()
  })

  it('keeps a withheld year without a reason as withheld, never as a small count', () => {
    // A cell withheld with no reason told (not a grid cell): "withheld", not "fewer than 5".
    const cell = (year: number): PrevalenceRow => ({
      registry: 'XX',
      malformation: 8,
      period: String(year),
      births: 12000,
      cases: null,
      rate: null,
      lower: null,
      upper: null,
      suppressed: true,
      withheld: 'unpublished',
      complete: true,
    })
    const shown = reportCharts(anomaly, { ...options, publicYear: cell })
    expect(shown.trend!.points.every((point) => point.gap === 'withheld')).toBe(true)
  })
})
