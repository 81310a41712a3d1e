import { describe, expect, it } from 'vitest'
import { shiftMonth } from '@/lib/surveillance/monitoring/monthlySeries'
import { semiannualReport } from '@/lib/surveillance/monitoring/semiannualReport'
import type { CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'

/**
 * 2014–2025, 1000 births and 1 case a month for three anomalies: 7 stays flat,
 * 8 has 10 cases a month from 2025-02 to 2025-04, and 9's 2025-03 is not available.
 */
function rows(): CountsRow[] {
  const all: CountsRow[] = []
  for (let month = '2014-01'; month <= '2025-12'; month = shiftMonth(month, 1)) {
    for (const malformation of [7, 8, 9]) {
      const burst = malformation === 8 && month >= '2025-02' && month <= '2025-04'
      const missing = malformation === 9 && month === '2025-03'
      all.push({
        registry: 'XX',
        malformation,
        period: month,
        births: 1000,
        cases: missing ? null : burst ? 10 : 1,
      })
    }
  }
  return all
}

describe('semiannualReport', () => {
  const report = semiannualReport(rows(), { year: 2025, half: 1 })
  const anomaly = (number: number) => report.anomalies.find((a) => a.malformation === number)!

  it('gives the semester figures, with the flat anomaly in line with its past', () => {
    const flat = anomaly(7)
    expect([flat.births, flat.cases]).toEqual([6000, 6])
    expect(flat.prevalence?.rate).toBeCloseTo(10, 12)
    // 2020–2024: 60 cases in 60,000 births, so 6 expected in 6,000.
    expect(flat.alarm?.expected).toBeCloseTo(6, 12)
    expect(flat.alarm?.baseYears).toEqual([2020, 2021, 2022, 2023, 2024])
    expect(flat.alarm?.alarm).toBe(false)
    // Every past first semester at 10 per 10,000: the band collapses on 10 (up to rounding), not an epidemic.
    expect(flat.zone).not.toBe('epidemic')
    expect(flat.zone).not.toBeNull()
  })

  it('flags the excess first: alarm, epidemic zone and cluster', () => {
    const excess = anomaly(8)
    expect(excess.cases).toBe(33)
    expect(excess.alarm?.direction).toBe('excess')
    expect(excess.zone).toBe('epidemic')
    expect(excess.scan.available && excess.scan.cluster.firstMonth).toBe('2025-02')
    expect(excess.scan.available && excess.scan.cluster.lastMonth).toBe('2025-04')
    expect(report.attention.map((item) => [item.malformation, item.kind, item.period])).toEqual([
      [8, 'alarm', '2025-S1'],
      // 2024-07…2025-06: 39 cases against 12 expected from 2019-07…2024-06.
      // R: binom.test(39, 39 + 60, 12000 / 72000, "greater")$p.value
      [8, 'yearAlarm', '2024-07/2025-06'],
      [8, 'excess', '2025-02'],
      [8, 'excess', '2025-03'],
      [8, 'excess', '2025-04'],
      // Every past semester the same: the prediction interval has no width and tests nothing.
      [8, 'cluster', '2025-02/2025-04'],
    ])
    for (const item of report.attention) expect(item.qValue).toBeLessThan(0.05)
    expect(anomaly(8).yearAlarm!.pValue / 6.2135514462085886e-8).toBeCloseTo(1, 9)
  })

  it('weights the twelve-month alarms as half of the run, the other tests as the other half', () => {
    // 26 tests: 2 twelve-month alarms (weight 26/2/2 = 6.5 each), 24 others (26/2/24 each):
    // every month of the semester is tested by Farrington, busy or not (no 5-in-4 filter),
    // but 9's months after its gap only once the model has an unbroken history (2 of 6).
    expect(report.tests).toHaveLength(26)
    expect(report.tests.filter((test) => test.kind === 'excess')).toHaveLength(6 + 6 + 2)
    // The cluster's p of 10⁻⁵ over its weight ranks 6th: q = 10⁻⁵ × (48/26) × 26/6.
    const cluster = report.tests.find((test) => test.kind === 'cluster' && test.malformation === 8)
    expect(cluster?.qValue).toBeCloseTo(((1e-5 * 48) / 26) * (26 / 6), 15)
    // The year's q: its quotient 6.21 × 10⁻⁸ / 6.5 ranks 2nd: q = quotient × 26/2.
    const year = report.tests.find((test) => test.kind === 'yearAlarm' && test.malformation === 8)
    expect(year?.qValue).toBeCloseTo(((6.2135514462085886e-8 / 6.5) * 26) / 2, 18)
  })

  it('reports a semester with a month not available as not available, never zero', () => {
    const gap = anomaly(9)
    expect(gap.births).toBeNull()
    expect(gap.cases).toBeNull()
    expect(gap.prevalence).toBeNull()
    expect(gap.alarm).toBeNull()
    expect(gap.zone).toBeNull()
  })
})

describe('semiannualReport of a second semester', () => {
  // 1000 births and 10 cases a month to 2024, then 14 a month through 2025: a sustained +40 %.
  const sustained: CountsRow[] = []
  for (let month = '2014-01'; month <= '2025-12'; month = shiftMonth(month, 1))
    sustained.push({
      registry: 'XX',
      malformation: 7,
      period: month,
      births: 1000,
      cases: month >= '2025-01' ? 14 : 10,
    })
  const [anomaly] = semiannualReport(sustained, { year: 2025, half: 2 }).anomalies

  it('tests the whole year too, where a sustained rise is clearer than in the semester', () => {
    // R: binom.test(84, 84 + 600, 6000 / 66000, "greater") and binom.test(168, 168 + 600, 12000 / 72000, "greater").
    expect(anomaly!.alarm!.pValue / 0.0032171191390019988).toBeCloseTo(1, 9)
    expect(anomaly!.yearAlarm!.observed).toBe(168)
    expect(anomaly!.yearAlarm!.expected).toBeCloseTo(120, 9)
    expect(anomaly!.yearAlarm!.pValue / 0.00010937656846474247).toBeCloseTo(1, 9)
  })

  it('tests the twelve months ending with a first semester against the five twelve-month spans before', () => {
    const report = semiannualReport(sustained, { year: 2025, half: 1 })
    const [first] = report.anomalies
    // 2024-07…2025-06: 6 × 10 + 6 × 14 = 144 cases; 2019-07…2024-06: 600 cases in 60,000 births.
    // R: binom.test(144, 144 + 600, 12000 / 72000, "greater")$p.value
    expect(first!.yearAlarm!.observed).toBe(144)
    expect(first!.yearAlarm!.expected).toBeCloseTo(120, 9)
    expect(first!.yearAlarm!.baseYears).toEqual([2020, 2021, 2022, 2023, 2024])
    expect(first!.yearAlarm!.pValue / 0.029294715391623666).toBeCloseTo(1, 9)
    expect(report.tests.find((test) => test.kind === 'yearAlarm')?.period).toBe('2024-07/2025-06')
  })
})
