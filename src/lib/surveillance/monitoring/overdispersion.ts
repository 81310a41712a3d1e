import { quasiPoissonTrend } from '@/lib/stats'
import type { MonthlySeries } from './monthlySeries'
import { completeYears } from './trendAnalysis'

/** Complete years a registry's year-to-year variance is estimated from, at most. */
export const DISPERSION_YEARS = 10

/**
 * κ, the year-to-year variance of one registry's rate of one anomaly: a
 * year's count then has variance μ + κμ² (a negative binomial's), so its
 * dispersion is 1 + κμ over a year, a semester or any span sharing the
 * year's rate. Estimated from the registry's own complete years up to
 * `lastYear` (at most DISPERSION_YEARS, at least 3): the quasi-Poisson
 * trend's dispersion φ (Pearson, floored at 1, a linear trend allowed so that
 * a steady drift is not read as variance) gives κ = (φ − 1)/μ̄, μ̄ the mean
 * fitted count of a year. 0 (Poisson) without enough years or cases.
 */
export function yearToYearVariance(stratum: MonthlySeries, lastYear: number): number {
  return yearToYearFit(stratum, lastYear).kappa
}

/** κ with the residual degrees of freedom it was estimated on (Infinity when κ is 0: nothing estimated). */
export function yearToYearFit(
  stratum: MonthlySeries,
  lastYear: number,
): { kappa: number; degrees: number } {
  const none = { kappa: 0, degrees: Number.POSITIVE_INFINITY }
  const years = completeYears(stratum, lastYear - DISPERSION_YEARS + 1, lastYear)
  if (years.length < 3) return none
  const fit = quasiPoissonTrend({
    cases: years.map((year) => year.cases),
    births: years.map((year) => year.births),
    times: years.map((year) => year.year),
  })
  if (!Number.isFinite(fit.dispersion) || fit.dispersion <= 1) return none
  const meanCount = fit.fitted.reduce((sum, mu) => sum + mu, 0) / fit.fitted.length
  return { kappa: (fit.dispersion - 1) / meanCount, degrees: fit.residualDegrees }
}
