import { assertValidNumber } from './assert-valid-number'
import { poissonAtLeast } from './poisson-distribution'

export interface MinimumDetectableRiseInput {
  /** Cases expected in the period when nothing changes. */
  expected: number
  /** The one-sided level the test must reach (e.g. what the run's adjustment asks of a lone signal). */
  level: number
  /** Probability of finding the rise; 0.8 by default. */
  power?: number
  /** Variance over mean of the count (1: Poisson); the test then reads expected/dispersion cases. */
  dispersion?: number
}

/**
 * The smallest relative rise an exact one-sided Poisson test of one period
 * finds with the given power, the expected count known: with
 * e = expected/dispersion and k the smallest count with P(X ≥ k | e) ≤ level
 * (R: qpois(1 − level, e) + 1), the f with P(X ≥ k | e·f) = power, found by
 * bisection to 1e-12 (R: uniroot); the rise is f − 1 (0.5: +50 %). It is the
 * ceiling of any test on those counts: a real test, estimating e, needs more.
 * Infinity when nothing is expected.
 *
 * @throws {RangeError} on expected < 0, a level or power outside (0, 1), dispersion < 1.
 */
export function minimumDetectableRise({
  expected,
  level,
  power = 0.8,
  dispersion = 1,
}: MinimumDetectableRiseInput): number {
  assertValidNumber(expected, 'expected', 'nonNegative')
  for (const [name, value] of [
    ['level', level],
    ['power', power],
  ] as const)
    if (!(value > 0 && value < 1)) throw new RangeError(`${name} must be between 0 and 1`)
  if (!(dispersion >= 1)) throw new RangeError('dispersion must be a finite number ≥ 1')
  const e = expected / dispersion
  if (e === 0) return Number.POSITIVE_INFINITY
  let k = Math.max(1, Math.floor(e))
  while (poissonAtLeast(k, e) > level) k++
  while (k > 1 && poissonAtLeast(k - 1, e) <= level) k--
  let low = 1
  let high = 2
  while (poissonAtLeast(k, e * high) < power) high *= 2
  while (high - low > 1e-12 * high) {
    const middle = (low + high) / 2
    if (poissonAtLeast(k, e * middle) < power) low = middle
    else high = middle
  }
  return (low + high) / 2 - 1
}
