import { assertValidSeries } from './assert-valid-series'
import { ndtri } from './cephes-ready'
import { chiSquareUpperTail } from './chi-square-upper-tail'

export interface StratifiedPoissonTrendInput {
  /** Cases in each row (e.g. one registry's year). */
  cases: number[]
  /** Births in each row. */
  births: number[]
  /** The stratum of each row (e.g. the registry's code): each has its own baseline rate. */
  strata: (string | number)[]
  /** Time of each row in years (e.g. 2016, 2017…). */
  times: number[]
}

export interface StratifiedPoissonTrendResult {
  /** Common change in the log rate per unit of time. */
  slope: number
  /** Its standard error, from the inverse Fisher information. */
  standardError: number
  /** slope / standardError. */
  z: number
  /** Two-sided Wald p-value. */
  pValue: number
  /** Change in the rate per unit of time, in percent, and its Wald 95% interval. */
  percentChange: number
  lower: number
  upper: number
}

const NOT_ESTIMABLE: StratifiedPoissonTrendResult = {
  slope: Number.NaN,
  standardError: Number.NaN,
  z: Number.NaN,
  pValue: Number.NaN,
  percentChange: Number.NaN,
  lower: Number.NaN,
  upper: Number.NaN,
}

/** Newton steps allowed; from a slope of 0 a fit takes 4–10. */
const MAX_ITERATIONS = 200

/**
 * Trend common to several strata (registries), each with its own baseline
 * rate: the Poisson regression
 * `glm(cases ~ factor(strata) + times + offset(log(births)), family = poisson)`,
 * its slope β, standard error, z = β/se and p = 2·Φ(−|z|) as `summary.glm`
 * gives them (the p-value from cephes' chdtrc: P(χ²₁ > z²)), with
 * percentChange = 100·(e^β − 1) and the Wald interval 100·(e^(β ∓ 1.96·se) − 1).
 * Comparing each registry with itself, a registry joining or leaving the
 * network changes the trend by nothing but its own years.
 *
 * Fitted by maximising the profile likelihood of β: for a given β each
 * stratum's intercept has the closed form ln(C_s / Σ_s births·e^(βt)), and
 * the profile score Σ_s (Σ y·t − C_s·t̄_s(β)) has derivative −Σ_s C_s·Var_s(t; β),
 * t̄_s and Var_s being the mean and variance of t weighted by births·e^(βt):
 * Newton's method on a concave function of one variable, to full precision.
 * The variance of β is the inverse of the Schur complement of the strata in
 * the information matrix, 1 / Σ_s C_s·Var_s(t; β̂), as R's.
 *
 * Strata without cases add nothing (their fitted rate is 0, as R's glm
 * approaches). Every field is NaN ("not estimable") when no finite slope
 * exists: no case, no stratum whose cases span different times, or every
 * stratum's cases at its own earliest (or latest) time.
 *
 * @example
 * stratifiedPoissonTrend({
 *   cases: [30, 34, 38, 5, 4, 7], births: [5e4, 5.1e4, 4.9e4, 9e3, 8.8e3, 9.1e3],
 *   strata: ['A', 'A', 'A', 'B', 'B', 'B'], times: [2023, 2024, 2025, 2023, 2024, 2025],
 * })
 * // { slope: 0.1363622058…, standardError: 0.1136274702…, z: 1.2000813320…,
 * //   pValue: 0.2301077548…, percentChange: 14.6096941443…, lower: −8.2720948158…,
 * //   upper: 43.1994109697… }
 *
 * @throws {RangeError} on no rows, a count that is not a non-negative
 *   integer, births not > 0, times not finite, or arrays of different lengths.
 */
export function stratifiedPoissonTrend({
  cases,
  births,
  strata,
  times,
}: StratifiedPoissonTrendInput): StratifiedPoissonTrendResult {
  assertValidSeries(cases, 'cases', 'count')
  assertValidSeries(births, 'births', 'positive', { length: cases.length })
  assertValidSeries(times, 'times', 'finite', { length: cases.length })
  if (!Array.isArray(strata) || strata.length !== cases.length) {
    throw new RangeError(`strata must have as many values as cases (${cases.length})`)
  }

  // Rows by stratum, times centred for the exponentials; strata without cases drop out.
  const center = times.reduce((sum, t) => sum + t, 0) / times.length
  const groups = new Map<string | number, number[]>()
  strata.forEach((stratum, row) => {
    const rows = groups.get(stratum) ?? []
    rows.push(row)
    groups.set(stratum, rows)
  })
  const withCases = [...groups.values()]
    .map((rows) => ({ rows, total: rows.reduce((sum, row) => sum + cases[row]!, 0) }))
    .filter(({ total }) => total > 0)
  const u = times.map((t) => t - center)

  // A finite maximum exists when the score is positive as β → −∞ and
  // negative as β → +∞: some stratum's cases above its earliest time, and
  // some below its latest.
  let aboveEarliest = false
  let belowLatest = false
  for (const { rows } of withCases) {
    const earliest = Math.min(...rows.map((row) => u[row]!))
    const latest = Math.max(...rows.map((row) => u[row]!))
    for (const row of rows) {
      if (cases[row]! > 0 && u[row]! > earliest) aboveEarliest = true
      if (cases[row]! > 0 && u[row]! < latest) belowLatest = true
    }
  }
  if (!aboveEarliest || !belowLatest) return NOT_ESTIMABLE

  const observedScore = withCases.reduce(
    (sum, { rows }) => sum + rows.reduce((inner, row) => inner + cases[row]! * u[row]!, 0),
    0,
  )
  /** Profile score and information at β. */
  const profile = (beta: number) => {
    let score = observedScore
    let information = 0
    for (const { rows, total } of withCases) {
      // Weighted moments of u with weights births·e^(βu), scaled by the largest exponent.
      const largest = Math.max(...rows.map((row) => beta * u[row]!))
      let weight = 0
      let first = 0
      for (const row of rows) {
        const w = births[row]! * Math.exp(beta * u[row]! - largest)
        weight += w
        first += w * u[row]!
      }
      const mean = first / weight
      let second = 0
      for (const row of rows) {
        second += births[row]! * Math.exp(beta * u[row]! - largest) * (u[row]! - mean) ** 2
      }
      score -= total * mean
      information += (total * second) / weight
    }
    return { score, information }
  }

  let beta = 0
  let current = profile(beta)
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    let step = current.score / current.information
    let next = profile(beta + step)
    // Far from the maximum a full step can overshoot; halve it until the
    // score keeps its sign or shrinks.
    for (
      let halving = 0;
      halving < 60 &&
      Math.sign(next.score) === -Math.sign(current.score) &&
      Math.abs(next.score) > Math.abs(current.score);
      halving++
    ) {
      step /= 2
      next = profile(beta + step)
    }
    beta += step
    current = next
    if (Math.abs(step) <= 1e-15 * Math.max(1, Math.abs(beta))) break
  }

  const standardError = 1 / Math.sqrt(current.information)
  const z = beta / standardError
  const quantile = ndtri(0.975)
  return {
    slope: beta,
    standardError,
    z,
    pValue: chiSquareUpperTail(1, z * z),
    percentChange: 100 * Math.expm1(beta),
    lower: 100 * Math.expm1(beta - quantile * standardError),
    upper: 100 * Math.expm1(beta + quantile * standardError),
  }
}
