import { assertValidNumber } from './assert-valid-number'
import { poissonExactInterval } from './poisson-exact-interval'

export interface PrevalenceInput {
  /** Cases observed. */
  cases: number
  /** Births (the denominator) in the same population and period. */
  births: number
  /** Births the rate is expressed per; defaults to 10 000. */
  per?: number
  /** Confidence level of the interval; defaults to 0.95. */
  confidence?: number
}

export interface Prevalence {
  rate: number
  lower: number
  upper: number
}

/**
 * Prevalence at birth with its exact Poisson confidence interval:
 * rate = cases / births × per, and the bounds are the exact (Garwood)
 * interval of the count (see poissonExactInterval) scaled the same way.
 * Matches R's `poisson.test(cases, births, conf.level = confidence)` with
 * estimate and conf.int multiplied by `per`.
 *
 * @example
 * // 37 cases in 120 000 births: 3.0833 per 10 000 (95% CI 2.1710–4.2500)
 * prevalence({ cases: 37, births: 120000 })
 * // { rate: 3.0833333333…, lower: 2.1709512139…, upper: 4.2499688451… }
 *
 * // No case in 8 000 births: 0 per 10 000 (95% CI 0–4.6111)
 * prevalence({ cases: 0, births: 8000 }) // { rate: 0, lower: 0, upper: 4.6110993176… }
 *
 * @throws {RangeError} if cases is not a non-negative integer, births or per
 *   is not a finite number > 0, or confidence is not strictly between 0 and 1.
 */
export function prevalence({
  cases,
  births,
  per = 10_000,
  confidence = 0.95,
}: PrevalenceInput): Prevalence {
  assertValidNumber(cases, 'cases', 'count')
  assertValidNumber(births, 'births', 'positive')
  assertValidNumber(per, 'per', 'positive')
  const { lower, upper } = poissonExactInterval(cases, confidence)

  const scale = per / births
  return { rate: cases * scale, lower: lower * scale, upper: upper * scale }
}
