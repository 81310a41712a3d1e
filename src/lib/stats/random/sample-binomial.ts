import { assertValidNumber } from '../assert-valid-number'
import { drawBinomial } from './draw-binomial'
import type { UniformRandom } from './uniform-random'

/**
 * Draws one binomially distributed count: successes in `trials` independent
 * trials that each succeed with `probability`.
 *
 * Exact algorithms only (with p = min(probability, 1 − probability), the
 * other case mirrored as trials − draw):
 * - trials · p < 10: inversion, walking up the cumulative distribution with
 *   P(k) = P(k − 1) · (trials − k + 1)/k · p/(1 − p) from P(0) = (1 − p)^trials.
 * - otherwise: Hörmann's transformed rejection with squeeze ("BTRS", Journal
 *   of Statistical Computation and Simulation 46, 1993, 101–110), accepting
 *   against the exact log probability (ln k! from cephes' lgam). Constant
 *   expected time however large `trials` is, which the scan's Monte Carlo
 *   needs when tens of thousands of cases are redistributed.
 *
 * @example
 * const random = createSeededRandom(7)
 * sampleBinomial(random, 40, 0.1)       // a count near 4
 * sampleBinomial(random, 75_000, 0.008) // a count near 600
 *
 * @throws {RangeError} if trials is not a non-negative integer or
 *   probability is not between 0 and 1.
 */
export function sampleBinomial(random: UniformRandom, trials: number, probability: number): number {
  assertValidNumber(trials, 'trials', 'count')
  assertValidNumber(probability, 'probability', 'proportion')
  return drawBinomial(random, trials, probability)
}
