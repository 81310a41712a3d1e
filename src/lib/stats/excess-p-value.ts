import { assertValidNumber } from './assert-valid-number'
import { incbet } from './cephes-ready'

export interface ExcessPValueInput {
  /** Cases in the period under surveillance. */
  observed: number
  /** Cases in the baseline the expected count was estimated from. */
  baselineCases: number
  /**
   * Share of the two periods' cases expected in the period under
   * surveillance when nothing changed, e.g. births / (births + baseline births).
   */
  share: number
}

/**
 * One-sided p-value of an excess when the expected count is itself estimated
 * from a baseline: the exact conditional test of two Poisson rates
 * (Przyborowski and Wileński 1940). Given n = observed + baselineCases, the
 * observed count is binomial(n, share) when the rate did not change, so
 *
 *   p = P(X ≥ observed) = I_share(observed, n − observed + 1)
 *
 * (cephes' incbet), R's `binom.test(observed, n, share, "greater")$p.value`.
 * Unlike a Poisson test against the estimate, a baseline with few cases (or
 * none) does not make a single new case an excess.
 *
 * @example
 * excessPValue({ observed: 1, baselineCases: 0, share: 6_000 / 66_000 }) // 0.0909…
 *
 * @throws {RangeError} on counts that are not non-negative integers or a share outside 0–1.
 */
export function excessPValue({ observed, baselineCases, share }: ExcessPValueInput): number {
  assertValidNumber(observed, 'observed', 'count')
  assertValidNumber(baselineCases, 'baselineCases', 'count')
  assertValidNumber(share, 'share', 'proportion')
  if (observed === 0) return 1
  if (share === 0) return 0
  if (share === 1) return 1
  return incbet(observed, baselineCases + 1, share)
}
