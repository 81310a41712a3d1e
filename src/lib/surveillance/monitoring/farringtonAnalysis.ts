import { farringtonFlexible, type FarringtonFlexibleInput } from '@/lib/stats'
import type { MonthlySeries } from './monthlySeries'
import { shiftMonth } from './monthlySeries'
import { standardizedMonths } from './standardize'

/**
 * Noufaily et al. (2013)'s settings of farringtonFlexible for monthly counts
 * with births as the offset. R's default of 26 past periods left out is half
 * a year of weeks; here it is half a year of months.
 */
export const FARRINGTON_SETTINGS: Omit<FarringtonFlexibleInput, 'cases' | 'births' | 'range'> = {
  frequency: 12,
  b: 5,
  w: 3,
  reweight: true,
  weightsThreshold: 2.58,
  alpha: 0.05,
  trend: true,
  pThresholdTrend: 0.05,
  // No filter on recent cases: keeping only months after 5 cases in 4 tested
  // rare anomalies in their busiest months alone, where p < 0.001 came 29
  // times as often as it should (the threshold's own estimation error is
  // in 'muan').
  limit54: [0, 4],
  powertrans: 'none',
  populationOffset: true,
  noPeriods: 10,
  pastWeeksNotIncluded: 6,
  // Noufaily's threshold at the upper (1 − α) bound of the expected count,
  // so that a baseline estimated from few cases does not make its tail too thin.
  thresholdMethod: 'muan',
}

/** Months of history each month's model needs: b years and w months before it. */
const HISTORY = FARRINGTON_SETTINGS.b * 12 + FARRINGTON_SETTINGS.w

export interface FarringtonMonth {
  month: string
  observed: number
  expected: number
  upperbound: number
  /** P(at least this many cases) under the baseline model. */
  pValue: number
}

/**
 * The monthly excess test of `months` (Farrington–Noufaily): a month is
 * tested only when it and every month of the history its model reads are
 * available with births, since the method needs an unbroken series. For
 * the network the offset is the expected count (each registry that reported
 * at its own rate over the history) instead of births, so the model is of
 * observed over expected and registries coming and going move neither.
 */
export function farringtonAnalysis(series: MonthlySeries, months: string[]): FarringtonMonth[] {
  const index = new Map(series.months.map((month, i) => [month, i]))
  const tested: FarringtonMonth[] = []
  for (const month of months) {
    const span = Array.from({ length: HISTORY + 1 }, (_, k) => shiftMonth(month, k - HISTORY))
    const standardized = series.registries
      ? standardizedMonths(series, span, span.slice(0, HISTORY))
      : null
    const cases: number[] = []
    const births: number[] = []
    for (const [k, m] of span.entries()) {
      const i = index.get(m)
      const b = standardized
        ? standardized[k]!.expected
        : i === undefined
          ? null
          : series.births[i]!
      const c = standardized ? standardized[k]!.observed : i === undefined ? null : series.cases[i]!
      if (b === null || c === null || b <= 0) break
      cases.push(c)
      births.push(b)
    }
    if (cases.length !== span.length) continue
    const result = farringtonFlexible({
      ...FARRINGTON_SETTINGS,
      cases,
      births,
      range: { from: HISTORY, to: HISTORY },
    })
    const expected = result.expected[0]!
    const pValue = result.pvalue[0]!
    if (!Number.isFinite(expected) || !Number.isFinite(pValue)) continue
    tested.push({
      month,
      observed: cases[HISTORY]!,
      expected,
      upperbound: result.upperbound[0]!,
      pValue,
    })
  }
  return tested
}
