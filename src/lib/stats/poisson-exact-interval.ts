import { assertValidNumber } from './assert-valid-number'
import { gammaQuantile } from './gamma-quantile'

export interface PoissonInterval {
  lower: number
  upper: number
}

/**
 * Exact (Garwood) confidence interval for the mean of a Poisson count.
 *
 * With α = 1 − confidence:
 * - lower = qgamma(α/2, observed), or 0 when observed = 0
 * - upper = qgamma(1 − α/2, observed + 1)
 *
 * where qgamma is the quantile of the gamma distribution with scale 1.
 * Matches R's `poisson.test(observed, conf.level = confidence)$conf.int`.
 * "Exact" means the coverage is at least the nominal level for every mean,
 * which matters for the small counts typical of rare anomalies.
 *
 * @example
 * poissonExactInterval(10)       // { lower: 4.7953886961…, upper: 18.3903560420… }
 * poissonExactInterval(0)        // { lower: 0, upper: 3.6888794541… }  (= −ln 0.025)
 * poissonExactInterval(10, 0.99) // { lower: 3.7169221314…, upper: 21.3978274996… }
 *
 * @throws {RangeError} if observed is not a non-negative integer or
 *   confidence is not strictly between 0 and 1.
 */
export function poissonExactInterval(observed: number, confidence = 0.95): PoissonInterval {
  assertValidNumber(observed, 'observed', 'count')
  assertValidNumber(confidence, 'confidence', 'probability')

  // Computed as R's poisson.test does, and each bound asks for its own small
  // tail probability so no precision is lost to 1 − tiny.
  const tailProbability = (1 - confidence) / 2
  const lower = observed === 0 ? 0 : gammaQuantile(observed, tailProbability, 'lower')
  const upper = gammaQuantile(observed + 1, tailProbability, 'upper')
  return { lower, upper }
}
