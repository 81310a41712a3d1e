import { quasiPoissonTrend, type PoissonTrendResult } from '@/lib/stats'
import type { TrendQuery } from './monitoringQuery'
import type { MonthlySeries } from './monthlySeries'
import { strataOf } from './standardize'

export interface TrendYear {
  year: number
  /** Null when any month of the year is not available. */
  births: number | null
  cases: number | null
}

export type TrendResult =
  | {
      available: true
      from: number
      to: number
      years: TrendYear[]
      /** Annual percent change (quasi-Poisson regression) with its 95% interval and p-value. */
      trend: PoissonTrendResult & {
        /** The variance's multiple of the mean over the years (≥ 1). */
        dispersion: number
      }
    }
  | {
      available: false
      reason: 'noData' | 'notEnoughYears'
      from: number | null
      to: number | null
    }

const MINIMUM_YEARS = 3

/** Years whose twelve months are all known; a year with a month not available is null, never a partial sum. */
function yearlyTotals(series: MonthlySeries, from: number, to: number): TrendYear[] {
  const index = new Map(series.months.map((month, i) => [month, i]))
  const years: TrendYear[] = []
  for (let year = from; year <= to; year++) {
    let births: number | null = 0
    let cases: number | null = 0
    for (let month = 1; month <= 12; month++) {
      const i = index.get(`${year}-${String(month).padStart(2, '0')}`)
      const b = i === undefined ? null : series.births[i]!
      const c = i === undefined ? null : series.cases[i]!
      births = births === null || b === null ? null : births + b
      cases = cases === null || c === null ? null : cases + c
    }
    years.push({ year, births, cases })
  }
  return years
}

/** The latest year whose December is accepted (a complete year), or the one before the latest month. */
function latestCompleteYear(series: MonthlySeries): number | null {
  const latest = series.months.at(-1)
  if (!latest) return null
  const year = Number(latest.slice(0, 4))
  return latest.endsWith('-12') ? year : year - 1
}

/** Each registry's complete years with births: the rows of the trend's regression. */
export function completeYears(series: MonthlySeries, from: number, to: number) {
  return yearlyTotals(series, from, to).filter(
    (year): year is { year: number; births: number; cases: number } =>
      year.births !== null && year.births > 0 && year.cases !== null,
  )
}

/**
 * The trend of the prevalence over `years` years to `to`, from the complete
 * years only: quasi-Poisson regression (quasiPoissonTrend), so a rate that
 * moves from year to year more than Poisson counts do widens the interval
 * instead of making a trend. For the network, each registry has its own
 * baseline (registry as a factor, log-births offset): a registry joining or
 * leaving adds or removes its own years, never a step in a pooled rate.
 */
export function trendAnalysis(
  series: MonthlySeries,
  query: Pick<TrendQuery, 'to' | 'years'>,
): TrendResult {
  const to = query.to ?? latestCompleteYear(series)
  if (to === null) return { available: false, reason: 'noData', from: null, to: null }
  const from = to - query.years + 1
  const years = yearlyTotals(series, from, to)
  const rows = strataOf(series).flatMap((stratum, index) =>
    completeYears(stratum, from, to).map((year) => ({ ...year, stratum: index })),
  )
  if (new Set(rows.map((row) => row.year)).size < MINIMUM_YEARS)
    return { available: false, reason: 'notEnoughYears', from, to }
  const input = {
    cases: rows.map((row) => row.cases),
    births: rows.map((row) => row.births),
    times: rows.map((row) => row.year),
  }
  const { percentChange, lower, upper, pValue, dispersion } = quasiPoissonTrend({
    ...input,
    strata: rows.map((row) => row.stratum),
  })
  return {
    available: true,
    from,
    to,
    years,
    trend: { percentChange, lower, upper, pValue, dispersion },
  }
}
