import { assertValidSeries } from './assert-valid-series'
import { ndtri } from './cephes-ready'
import { chiSquareUpperTail } from './chi-square-upper-tail'
import { fitPoissonLogLinear } from './fit-poisson-log-linear'

export interface PoissonTrendInput {
  /** Cases in each period. */
  cases: number[]
  /** Births in each period. */
  births: number[]
  /** Time of each period in years (e.g. 2016, 2017…); defaults to 1, 2, …, k. */
  times?: number[]
}

export interface PoissonTrendResult {
  /** Change in the rate per unit of time (per year), in percent. */
  percentChange: number
  /** Bounds of its Wald 95% confidence interval, in percent. */
  lower: number
  upper: number
  /** Two-sided Wald test of no change. */
  pValue: number
}

const NOT_ESTIMABLE: PoissonTrendResult = {
  percentChange: Number.NaN,
  lower: Number.NaN,
  upper: Number.NaN,
  pValue: Number.NaN,
}

/**
 * Annual percent change of a rate from the Poisson regression
 * `glm(cases ~ times + offset(log(births)), family = poisson)`:
 * with slope β and its standard error se (from the inverse Fisher
 * information), z = Φ⁻¹(0.975) (cephes' ndtri):
 *
 *   percentChange = 100·(e^β − 1), lower/upper = 100·(e^(β ∓ z·se) − 1),
 *   pValue = 2·Φ(−|β/se|) = P(χ²₁ > (β/se)²)   (cephes' chdtrc, precise
 *   far in the tail, where ndtr returns 0 beyond |z| ≈ 27)
 *
 * as R's `confint.default` and `summary.glm` give them.
 *
 * When no finite estimate exists — no case at all, or every case in the
 * first (or last) period, where the fitted trend runs off to ∓∞ — every
 * field is NaN ("not estimable") rather than R's non-converged numbers.
 *
 * @example
 * poissonTrend({
 *   cases: [30, 34, 31, 40, 44, 47],
 *   births: [50000, 51000, 49500, 50500, 50000, 49000],
 *   times: [2020, 2021, 2022, 2023, 2024, 2025],
 * })
 * // { percentChange: 10.4109038104…, lower: 2.2124484852…, upper: 19.2669568226…,
 * //   pValue: 0.0118742039… }
 *
 * @throws {RangeError} on fewer than 2 periods, a count that is not a
 *   non-negative integer, births not > 0, times not finite or all equal,
 *   or arrays of different lengths.
 */
export function poissonTrend({ cases, births, times }: PoissonTrendInput): PoissonTrendResult {
  assertValidSeries(cases, 'cases', 'count', { minimumLength: 2 })
  assertValidSeries(births, 'births', 'positive', { length: cases.length })
  const time = times ?? cases.map((_, index) => index + 1)
  if (times !== undefined) assertValidSeries(times, 'times', 'finite', { length: cases.length })
  const earliest = Math.min(...time)
  const latest = Math.max(...time)
  if (earliest === latest) throw new RangeError('times must not all be equal')

  const totalCases = cases.reduce((sum, count) => sum + count, 0)
  if (totalCases === 0) return NOT_ESTIMABLE
  const meanCaseTime = cases.reduce((sum, count, i) => sum + count * time[i]!, 0) / totalCases
  if (!(meanCaseTime > earliest && meanCaseTime < latest)) return NOT_ESTIMABLE

  const { slope, slopeStandardError } = fitPoissonLogLinear(cases, births, time)
  const z = ndtri(0.975)
  return {
    percentChange: 100 * Math.expm1(slope),
    lower: 100 * Math.expm1(slope - z * slopeStandardError),
    upper: 100 * Math.expm1(slope + z * slopeStandardError),
    pValue: chiSquareUpperTail(1, (slope / slopeStandardError) ** 2),
  }
}
