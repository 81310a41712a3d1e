import { assertValidSeries } from './assert-valid-series'
import { chiSquareUpperTail } from './chi-square-upper-tail'

export interface TrendTestInput {
  /** Cases in each period. */
  cases: number[]
  /** Births in each period (cases ≤ births). */
  births: number[]
  /** Score of each period (e.g. the year); defaults to 1, 2, …, k. */
  scores?: number[]
}

export interface TrendTestResult {
  chiSquare: number
  pValue: number
}

/**
 * Chi-squared test for trend in proportions (Cochran–Armitage), as R's
 * `prop.trend.test(cases, births, scores)`. With p = Σcases / Σbirths and
 * s̄ = Σ births·score / Σ births:
 *
 *   χ² = (Σ (cases − births·p)(score − s̄))² / (p(1 − p) · Σ births·(score − s̄)²)
 *
 * on 1 degree of freedom; pValue = P(χ²₁ > χ²) from cephes' chdtrc (0 once
 * it underflows, below about 10⁻³⁰⁰).
 *
 * With no case at all (or every birth a case) both the numerator and its
 * variance vanish and there is no evidence of a trend: the result is
 * { chiSquare: 0, pValue: 1 } (R stops with an error instead).
 *
 * @example
 * trendTest({ cases: [2, 5, 9], births: [1000, 1100, 1050] })
 * // { chiSquare: 4.394537766863…, pValue: 0.0360542318726… }
 * trendTest({ cases: [2, 5, 9], births: [1000, 1100, 1050], scores: [0, 1, 5] })
 * // { chiSquare: 4.283170251913…, pValue: 0.038491491594… }
 *
 * @throws {RangeError} on fewer than 2 periods, a count that is not a
 *   non-negative integer, births not > 0 or below the cases, arrays of
 *   different lengths, scores that are not finite or all equal.
 */
export function trendTest({ cases, births, scores }: TrendTestInput): TrendTestResult {
  assertValidSeries(cases, 'cases', 'count', { minimumLength: 2 })
  assertValidSeries(births, 'births', 'positive', { length: cases.length })
  cases.forEach((count, index) => {
    if (count > births[index]!)
      throw new RangeError(`cases[${index}] must not exceed births[${index}]`)
  })
  const score = scores ?? cases.map((_, index) => index + 1)
  if (scores !== undefined) {
    assertValidSeries(scores, 'scores', 'finite', { length: cases.length })
  }
  if (score.every((value) => value === score[0])) {
    throw new RangeError('scores must not all be equal')
  }

  const totalCases = sum(cases)
  const totalBirths = sum(births)
  if (totalCases === 0 || totalCases === totalBirths) return { chiSquare: 0, pValue: 1 }

  const p = totalCases / totalBirths
  const meanScore = sum(births.map((n, index) => n * score[index]!)) / totalBirths
  let covariance = 0
  let spread = 0
  cases.forEach((count, index) => {
    const centered = score[index]! - meanScore
    covariance += (count - births[index]! * p) * centered
    spread += births[index]! * centered * centered
  })
  const chiSquare = (covariance * covariance) / (p * (1 - p) * spread)
  return { chiSquare, pValue: chiSquareUpperTail(1, chiSquare) }
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0)
}
