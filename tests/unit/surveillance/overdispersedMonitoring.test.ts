import { describe, expect, it } from 'vitest'

import { shiftMonth, type MonthlySeries } from '@/lib/surveillance/monitoring/monthlySeries'
import { yearToYearVariance } from '@/lib/surveillance/monitoring/overdispersion'
import { scanAnalysis } from '@/lib/surveillance/monitoring/scanAnalysis'
import { semiannualReport } from '@/lib/surveillance/monitoring/semiannualReport'
import type { CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'

import reference from '../fixtures/overdispersion-reference.json'
import { referenceError } from '../stats/reference-value'

/** glm iterates: R to 1e-12, ours to its default 1e-8 on the deviance. */
const ITERATED = 1e-6

/** 1,000 births a month from 2015-01 to 2025-06; each year's cases all in its January. */
function registryRows(yearly: number[], semester: number): CountsRow[] {
  const rows: CountsRow[] = []
  for (let month = '2015-01'; month <= '2025-06'; month = shiftMonth(month, 1)) {
    const year = Number(month.slice(0, 4))
    const january = month.endsWith('-01')
    const cases = !january ? 0 : year === 2025 ? semester : yearly[year - 2015]!
    rows.push({ registry: 'XX', malformation: 1, period: month, births: 1000, cases })
  }
  return rows
}

const seriesOf = (rows: CountsRow[]): MonthlySeries => ({
  months: rows.map((row) => row.period),
  births: rows.map((row) => row.births),
  cases: rows.map((row) => row.cases),
})

describe("a registry's year-to-year variance and the semester alarm, against R", () => {
  it.each(reference.registryAlarm)(
    'years $yearly, semester $semester',
    (row) => {
      const rows = registryRows(row.yearly, row.semester)
      // κ from glm(quasipoisson) on 2015–2024.
      expect(referenceError(yearToYearVariance(seriesOf(rows), 2024), row.kappa)).toBeLessThan(
        ITERATED,
      )
      const alarm = semiannualReport(rows, { year: 2025, half: 1 }).anomalies[0]!.alarm!
      expect(referenceError(alarm.expected, row.expected)).toBeLessThan(1e-12)
      expect(referenceError(alarm.dispersion, row.dispersion)).toBeLessThan(ITERATED)
      expect(referenceError(alarm.pValue, row.pValue)).toBeLessThan(ITERATED)
      // The year-to-year variance can only weaken the evidence of the Poisson test.
      expect(alarm.pValue).toBeGreaterThan(row.poissonPValue)
    },
    60_000,
  )
})

describe("the scan's replications under the registry's year-to-year variance", () => {
  /** Two years of a registry whose 2025 runs 25 % above 2024, 300 cases a month. */
  const twoYears = (): MonthlySeries => {
    const months: string[] = []
    const cases: number[] = []
    for (let month = '2024-01'; month <= '2025-12'; month = shiftMonth(month, 1)) {
      months.push(month)
      cases.push(month < '2025-01' ? 300 : 375)
    }
    return { months, births: months.map(() => 100_000), cases }
  }

  it('finds the higher year a cluster under Poisson, no longer once years vary that much', () => {
    const series = twoYears()
    const poisson = scanAnalysis(series, { to: '2025-12', months: 24 })
    const overdispersed = scanAnalysis(
      series,
      { to: '2025-12', months: 24 },
      { variances: new Map([[series, 0.04]]) },
    )
    if (!poisson.available || !overdispersed.available) throw new Error('scan not available')
    expect(poisson.cluster.pValue).toBeLessThan(0.001)
    expect(overdispersed.overdispersed).toBe(true)
    // Same cluster, same statistic: only the replications change.
    expect(overdispersed.cluster.llr).toBe(poisson.cluster.llr)
    // A factor of CV 20 % a year makes a 25 % step between two years unremarkable.
    expect(overdispersed.cluster.pValue).toBeGreaterThan(0.05)
  }, 60_000)

  it('draws the Poisson replications when every variance is 0', () => {
    const series = twoYears()
    const poisson = scanAnalysis(series, { to: '2025-12', months: 24 })
    const zero = scanAnalysis(
      series,
      { to: '2025-12', months: 24 },
      { variances: new Map([[series, 0]]) },
    )
    expect(zero).toEqual(poisson)
  }, 60_000)
})
