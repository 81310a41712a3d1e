import { describe, expect, it } from 'vitest'
import {
  isTwelveMonthAlarm,
  monitoringSignals,
  runSemesters,
  selectSignals,
  type MonitoringSignal,
} from '@/lib/surveillance/monitoring/monitoringSignals'
import { shiftMonth } from '@/lib/surveillance/monitoring/monthlySeries'
import type { CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'

/**
 * 2014–2025, 1000 births a month: anomaly 7 has 1 case a month, 8 has 10 a
 * month from 2025-02 to 2025-04 and 1 otherwise, 9 has 5 cases in 2025-03 and
 * none in any other month.
 */
function rows(last = '2025-12'): CountsRow[] {
  const all: CountsRow[] = []
  for (let month = '2014-01'; month <= last; month = shiftMonth(month, 1)) {
    const burst = month >= '2025-02' && month <= '2025-04'
    for (const [malformation, cases] of [
      [7, 1],
      [8, burst ? 10 : 1],
      [9, month === '2025-03' ? 5 : 0],
    ] as const)
      all.push({ registry: 'XX', malformation, period: month, births: 1000, cases })
  }
  return all
}

const only = (signals: MonitoringSignal[], malformation: number) =>
  signals.filter((signal) => signal.malformation === malformation)

describe('runSemesters', () => {
  it('takes the latest semester of the rows, and the accepted one for the alarm', () => {
    expect(runSemesters(rows(), null)).toEqual({
      alarm: { year: 2025, half: 2 },
      latest: { year: 2025, half: 2 },
    })
    expect(runSemesters(rows(), { year: 2024, half: 1 })).toEqual({
      alarm: { year: 2024, half: 1 },
      latest: { year: 2025, half: 2 },
    })
    expect(runSemesters([], null)).toBeNull()
  })
})

describe('monitoringSignals', () => {
  const semester = { year: 2025, half: 1 } as const
  const signals = monitoringSignals(rows('2025-06'), { alarm: semester, latest: semester })

  it('gives nothing for an anomaly in line with its past', () => {
    expect(only(signals, 7)).toEqual([])
  })

  it('turns the excess into an alarm, monthly excesses and a cluster, with their figures', () => {
    const excess = only(signals, 8)
    // Every past semester the same: the prediction interval's spread is then what Poisson
    // counts alone give (10 per 10,000 in 6,000 births), and 55 per 10,000 lies far above it.
    expect(excess.map((signal) => [signal.kind, signal.period])).toEqual([
      ['alarm', '2025-S1'],
      // The twelve months ending with the semester, stored as an alarm of that span.
      ['alarm', '2024-07/2025-06'],
      ['epidemic-zone', '2025-S1'],
      ['scan-cluster', '2025-02/2025-04'],
      ['farrington-excess', '2025-02'],
      ['farrington-excess', '2025-03'],
      ['farrington-excess', '2025-04'],
    ])
    const [alarm, year, , cluster, monthly] = excess
    // 2025-S1: 3 × 10 + 3 × 1 cases in 6,000 births; 2020–2024: 60 cases in 60,000 births, so 6 expected.
    expect(alarm!.figures).toMatchObject({ births: 6000, observed: 33 })
    // R: binom.test(33, 33 + 60, 6000 / 66000, "greater")$p.value
    expect(alarm!.figures.pValue! / 2.7436323342565984e-12).toBeCloseTo(1, 9)
    expect(alarm!.figures.qValue).toBeLessThan(0.05)
    expect(alarm!.figures.expected).toBeCloseTo(6, 10)
    expect(alarm!.figures.relativeRisk).toBeCloseTo(5.5, 10)
    expect(alarm!.figures.lower).toBeGreaterThan(6)
    expect(alarm!.figures.upper).toBeGreaterThan(33)
    // 2024-07…2025-06: 39 cases; 2019-07…2024-06: 60 in 60,000 births, so 12 expected.
    // R: binom.test(39, 39 + 60, 12000 / 72000, "greater")$p.value
    expect(year!.figures).toMatchObject({ observed: 39, births: null })
    expect(year!.figures.expected).toBeCloseTo(12, 10)
    expect(year!.figures.pValue! / 6.2135514462085886e-8).toBeCloseTo(1, 9)
    // 2023-07…2025-06: 51 cases; the 3 cluster months hold 30, 51 × 3/24 = 6.375 expected;
    // relative risk (30 / 6.375) / (21 / 44.625) = 10.
    expect(cluster!.figures.observed).toBe(30)
    expect(cluster!.figures.expected).toBeCloseTo(6.375, 10)
    expect(cluster!.figures.relativeRisk).toBeCloseTo(10, 10)
    expect(cluster!.figures.pValue).toBeLessThan(0.05)
    expect(cluster!.figures.qValue).toBeLessThan(0.05)
    // A flat month of 1 case in 1,000 births: 1 expected, threshold qpois(0.95, 1) = 3,
    // p = ppois(9, 1, lower.tail = FALSE) in R (the baseline is not overdispersed).
    expect(monthly!.figures).toMatchObject({ observed: 10, upper: 3 })
    expect(monthly!.figures.expected).toBeCloseTo(1, 10)
    expect(monthly!.figures.pValue! / 1.1142547833872069e-7).toBeCloseTo(1, 9)
  })

  it('gives every signal a q-value below 0.05, and none below a stricter rate when too weak', () => {
    for (const signal of signals) expect(signal.figures.qValue).toBeLessThan(0.05)
    // None of 99,999 replications reaches the cluster: p = 1/100,000, so q ≥ 10⁻⁵.
    const cluster = signals.find(
      (signal) => signal.kind === 'scan-cluster' && signal.malformation === 8,
    )
    expect(cluster?.figures.pValue).toBe(1 / 100_000)
    const strict = monitoringSignals(rows('2025-06'), { alarm: semester, latest: semester }, 1e-5)
    expect(strict.some((signal) => signal.kind === 'scan-cluster')).toBe(false)
    expect(strict.some((signal) => signal.kind === 'alarm')).toBe(true)
  })

  it('stores a relative risk that is infinite (every case in the cluster) as null', () => {
    const cluster = only(signals, 9).find((signal) => signal.kind === 'scan-cluster')
    expect(cluster?.period).toBe('2025-03/2025-03')
    expect(cluster?.figures.observed).toBe(5)
    expect(cluster?.figures.relativeRisk).toBeNull()
  })

  it('tests the accepted semester for alarms and looks at the latest one for the rest', () => {
    const later = monitoringSignals(rows(), {
      alarm: semester,
      latest: { year: 2025, half: 2 },
    })
    expect(only(later, 8).map((signal) => [signal.kind, signal.period])).toEqual([
      ['alarm', '2025-S1'],
      ['alarm', '2024-07/2025-06'],
      ['farrington-excess', '2025-02'],
      ['farrington-excess', '2025-03'],
      ['farrington-excess', '2025-04'],
      ['scan-cluster', '2025-02/2025-04'],
      // No trend: 2025's 39 cases against 12 in every year before is one year's jump (the
      // alarms' business); the quasi-Poisson dispersion it makes leaves 2016–2025 without a trend.
    ])
  })

  it('records a rising ten-year trend with its annual change', () => {
    const rising: CountsRow[] = []
    for (let month = '2014-01'; month <= '2025-12'; month = shiftMonth(month, 1)) {
      const year = Number(month.slice(0, 4))
      rising.push({
        registry: 'XX',
        malformation: 5,
        period: month,
        births: 1000,
        cases: year - 2010,
      })
    }
    const latest = { year: 2025, half: 2 } as const
    const trend = monitoringSignals(rising, { alarm: latest, latest }).find(
      (signal) => signal.kind === 'trend',
    )
    expect(trend?.period).toBe('2016/2025')
    expect(trend?.figures.percentChange).toBeGreaterThan(0)
    expect(trend?.figures.lower).toBeLessThan(trend!.figures.percentChange!)
    expect(trend?.figures.upper).toBeGreaterThan(trend!.figures.percentChange!)
    expect(trend?.figures.pValue).toBeLessThan(0.05)
  })
})

describe('selectSignals', () => {
  const figures = (pValue: number) => ({
    births: null,
    observed: null,
    expected: null,
    relativeRisk: null,
    percentChange: null,
    lower: null,
    upper: null,
    pValue,
    qValue: null,
  })
  const signal = (kind: MonitoringSignal['kind'], period: string, pValue: number) => ({
    malformation: 1,
    kind,
    period,
    figures: figures(pValue),
  })

  it('tells the twelve-month alarms from the semester ones', () => {
    expect(isTwelveMonthAlarm({ kind: 'alarm', period: '2025' })).toBe(true)
    expect(isTwelveMonthAlarm({ kind: 'alarm', period: '2024-07/2025-06' })).toBe(true)
    expect(isTwelveMonthAlarm({ kind: 'alarm', period: '2025-S2' })).toBe(false)
    expect(isTwelveMonthAlarm({ kind: 'scan-cluster', period: '2024-07/2025-06' })).toBe(false)
  })

  it('gives the twelve-month alarms half of the weight, the other tests the other half', () => {
    // A twelve-month alarm at p = 0.02 (weight 2), three others at 0.04 (2/3 each). Plain
    // Benjamini–Hochberg would keep all four (q = 0.04). Weighted, the quotients are 0.01 and
    // 0.06: the others' q is 0.06, the alarm's 0.01 × 4 = 0.04; only the alarm is kept.
    const tests = [
      signal('alarm', '2025', 0.02),
      signal('alarm', '2025-S2', 0.04),
      signal('trend', '2016/2025', 0.04),
      signal('scan-cluster', '2025-01/2025-03', 0.04),
    ]
    const kept = selectSignals(tests, 0.05)
    expect(kept.map((test) => test.period)).toEqual(['2025'])
    expect(kept[0]!.figures.qValue).toBeCloseTo(0.04, 15)
  })
})
