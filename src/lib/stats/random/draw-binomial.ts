import { lgam } from '../cephes-ready'
import type { UniformRandom } from './uniform-random'

/** Below this mean (trials × probability, probability ≤ ½), inversion is exact and fast. */
const INVERSION_MAX_MEAN = 10

/**
 * sampleBinomial without the argument checks, for loops that draw millions
 * of times with arguments they have already validated (see sampleBinomial
 * for the algorithms). trials must be a non-negative integer and
 * probability in [0, 1].
 */
export function drawBinomial(random: UniformRandom, trials: number, probability: number): number {
  if (probability > 0.5) return trials - drawBinomial(random, trials, 1 - probability)
  if (trials === 0 || probability === 0) return 0
  return trials * probability < INVERSION_MAX_MEAN
    ? byInversion(random, trials, probability)
    : byTransformedRejection(random, trials, probability)
}

function byInversion(random: UniformRandom, trials: number, probability: number): number {
  const odds = probability / (1 - probability)
  // (1 − p)^n ≥ e^(−1.4 · 10): no underflow while n·p < 10 and p ≤ ½.
  const probabilityOfNone = Math.exp(trials * Math.log1p(-probability))
  for (;;) {
    let remaining = random()
    let current = probabilityOfNone
    let count = 0
    while (remaining > current && count < trials) {
      remaining -= current
      count++
      current *= (odds * (trials - count + 1)) / count
    }
    // Rounding can leave a sliver of [0, 1) past the last outcome: draw again.
    if (remaining <= current) return count
  }
}

function byTransformedRejection(
  random: UniformRandom,
  trials: number,
  probability: number,
): number {
  const spread = Math.sqrt(trials * probability * (1 - probability))
  const b = 1.15 + 2.53 * spread
  const a = -0.0873 + 0.0248 * b + 0.01 * probability
  const c = trials * probability + 0.5
  const squeezeV = 0.92 - 4.2 / b
  const alpha = (2.83 + 5.1 / b) * spread
  const logOdds = Math.log(probability / (1 - probability))
  const mode = Math.floor((trials + 1) * probability)
  const logModeTerm = lgam(mode + 1) + lgam(trials - mode + 1)

  for (;;) {
    const u = random() - 0.5
    const v = random()
    const us = 0.5 - Math.abs(u)
    const k = Math.floor(((2 * a) / us + b) * u + c)
    if (k < 0 || k > trials) continue
    if (us >= 0.07 && v <= squeezeV) return k
    const logHat = Math.log((v * alpha) / (a / (us * us) + b))
    if (logHat <= logModeTerm - lgam(k + 1) - lgam(trials - k + 1) + (k - mode) * logOdds) return k
  }
}
