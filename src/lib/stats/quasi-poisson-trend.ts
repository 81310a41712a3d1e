import { stdtr, stdtri, ndtri } from './cephes-ready'
import { chiSquareUpperTail } from './chi-square-upper-tail'
import { stratifiedPoissonTrend } from './stratified-poisson-trend'

export interface QuasiPoissonTrendInput {
  cases: number[]
  births: number[]
  /** Time of each row in years. */
  times: number[]
  /** Each row's stratum (registry), each with its own baseline rate; one stratum when left out. */
  strata?: (string | number)[]
}

export interface QuasiPoissonTrendResult {
  /** Change in the rate per year, in percent, with its 95% interval. */
  percentChange: number
  lower: number
  upper: number
  /** Two-sided test of no change (Student's t on the residual degrees of freedom). */
  pValue: number
  /** Pearson X² / (n − p) of the Poisson fit, floored at 1: the variance's multiple of the mean. */
  dispersion: number
  /** n − p of the rows with cases in their stratum. */
  residualDegrees: number
  /** Fitted mean of each row (0 in a stratum without any case). */
  fitted: number[]
}

const NOT_ESTIMABLE = {
  percentChange: Number.NaN,
  lower: Number.NaN,
  upper: Number.NaN,
  pValue: Number.NaN,
}

/**
 * The trend of a rate that varies more than Poisson from year to year:
 * R's `glm(cases ~ factor(strata) + times + offset(log(births)), family =
 * quasipoisson)` with its dispersion φ = max(1, Σ Pearson residual² / df)
 * (floored at 1: never narrower than the Poisson model), so
 *
 *   se = se_Poisson·√φ,  t = β/se,  p = 2·P(T_df > |t|),
 *   interval 100·(e^(β ± t_df,0.975·se) − 1)
 *
 * (cephes' stdtr, stdtri; normal when df = 0). A year whose rate moves as much
 * as the registry's years usually move no longer reads as a trend. Strata
 * without any case drop out (R would fit them an intercept near −∞); not
 * estimable (NaN) where stratifiedPoissonTrend is not.
 *
 * @throws {RangeError} as stratifiedPoissonTrend.
 */
export function quasiPoissonTrend({
  cases,
  births,
  times,
  strata,
}: QuasiPoissonTrendInput): QuasiPoissonTrendResult {
  const stratumOf = strata ?? cases.map(() => 0)
  const poisson = stratifiedPoissonTrend({ cases, births, times, strata: stratumOf })
  const fitted = new Array<number>(cases.length).fill(0)
  if (!Number.isFinite(poisson.slope))
    return { ...NOT_ESTIMABLE, dispersion: Number.NaN, residualDegrees: 0, fitted }
  // Profiled intercepts: each stratum's fitted means add up to its cases.
  const rowsOf = new Map<string | number, number[]>()
  stratumOf.forEach((stratum, row) => rowsOf.set(stratum, [...(rowsOf.get(stratum) ?? []), row]))
  let pearson = 0
  let rows = 0
  let parameters = 1
  for (const group of rowsOf.values()) {
    const total = group.reduce((sum, row) => sum + cases[row]!, 0)
    if (total === 0) continue
    parameters++
    const weights = group.map(
      (row) => births[row]! * Math.exp(poisson.slope * (times[row]! - times[group[0]!]!)),
    )
    const weight = weights.reduce((sum, w) => sum + w, 0)
    group.forEach((row, k) => {
      const mu = (total * weights[k]!) / weight
      fitted[row] = mu
      pearson += (cases[row]! - mu) ** 2 / mu
      rows++
    })
  }
  const residualDegrees = rows - parameters
  const dispersion = residualDegrees > 0 ? Math.max(1, pearson / residualDegrees) : 1
  const se = poisson.standardError * Math.sqrt(dispersion)
  const statistic = poisson.slope / se
  const pValue =
    residualDegrees > 0
      ? 2 * stdtr(residualDegrees, -Math.abs(statistic))
      : chiSquareUpperTail(1, statistic ** 2)
  const quantile = residualDegrees > 0 ? stdtri(residualDegrees, 0.975) : ndtri(0.975)
  return {
    percentChange: 100 * Math.expm1(poisson.slope),
    lower: 100 * Math.expm1(poisson.slope - quantile * se),
    upper: 100 * Math.expm1(poisson.slope + quantile * se),
    pValue,
    dispersion,
    residualDegrees,
    fitted,
  }
}
