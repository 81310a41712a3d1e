import { igami } from './cephes-ready'
import type { GammaTail } from './gamma-tail'
import { isCephesUnderflow } from './is-cephes-underflow'
import { solveGammaQuantile } from './solve-gamma-quantile'

/**
 * Quantile of the standard gamma distribution (scale 1): the x for which
 * P(X ≤ x) = probability (tail 'lower') or P(X > x) = probability
 * (tail 'upper'). Same as R's `qgamma(probability, shape, lower.tail = tail === 'lower')`.
 *
 * Passing the small tail probability directly (rather than 1 - p) keeps full
 * precision for quantiles far in that tail.
 *
 * @example gammaQuantile(10, 0.025, 'upper') // 17.084803451419166
 */
export function gammaQuantile(shape: number, probability: number, tail: GammaTail): number {
  const upperTailProbability = tail === 'upper' ? probability : 1 - probability
  try {
    return igami(shape, upperTailProbability)
  } catch (error) {
    // igami's search sometimes probes a point so far in the tail that the
    // density underflows; in cephes' WebAssembly build that aborts the whole
    // call (about 1 % of shapes above a few thousand), so solve it ourselves.
    if (isCephesUnderflow(error)) return solveGammaQuantile(shape, probability, tail)
    throw error
  }
}
