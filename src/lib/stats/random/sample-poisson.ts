import { assertValidNumber } from '../assert-valid-number'
import { lgam } from '../cephes-ready'
import type { UniformRandom } from './uniform-random'

/** Below this mean, inversion is both exact and fast (≤ ~mean + 3√mean steps). */
const INVERSION_MAX_MEAN = 10

/**
 * Draws one Poisson-distributed count with the given mean.
 *
 * Two exact algorithms, neither an approximation:
 * - mean < 10: inversion, walking up the cumulative distribution from 0 with
 *   the recurrence P(k) = P(k − 1) · mean / k, starting at P(0) = e^−mean ≥ e^−10.
 * - mean ≥ 10: Hörmann's transformed rejection with squeeze ("PTRS",
 *   Insurance: Mathematics and Economics 12, 1993, 39–45). A proposal from a
 *   transformed uniform is accepted outright inside the squeeze region (most
 *   draws) and otherwise by comparing with the exact log probability
 *   −mean + k·ln(mean) − ln k!, where ln k! comes from cephes' lgam. Being a
 *   rejection method it samples the Poisson distribution exactly, in constant
 *   expected time for any mean, where a normal approximation would misstate
 *   the tails of the moderate means typical of monthly anomaly counts.
 *
 * @example
 * const random = createSeededRandom(7)
 * samplePoisson(random, 3.2)    // a count near 3
 * samplePoisson(random, 2500.5) // a count near 2500
 *
 * @throws {RangeError} if mean is not a finite number ≥ 0.
 */
export function samplePoisson(random: UniformRandom, mean: number): number {
  assertValidNumber(mean, 'mean', 'nonNegative')
  if (mean === 0) return 0
  return mean < INVERSION_MAX_MEAN
    ? byInversion(random, mean)
    : byTransformedRejection(random, mean)
}

function byInversion(random: UniformRandom, mean: number): number {
  for (;;) {
    let remaining = random()
    let probability = Math.exp(-mean)
    let count = 0
    while (remaining > probability) {
      remaining -= probability
      count++
      probability *= mean / count
      // Rounding left a sliver of [0, 1) past the last representable
      // probability: draw again rather than return a wrong count.
      if (probability === 0) break
    }
    if (probability !== 0) return count
  }
}

function byTransformedRejection(random: UniformRandom, mean: number): number {
  // Constants of the hat function, as tabulated by Hörmann for PTRS.
  const logMean = Math.log(mean)
  const b = 0.931 + 2.53 * Math.sqrt(mean)
  const a = -0.059 + 0.02483 * b
  const logInverseAlpha = Math.log(1.1239 + 1.1328 / (b - 3.4))
  const squeezeV = 0.9277 - 3.6224 / (b - 2)

  for (;;) {
    const u = random() - 0.5
    const v = random()
    const us = 0.5 - Math.abs(u)
    const k = Math.floor(((2 * a) / us + b) * u + mean + 0.43)
    if (us >= 0.07 && v <= squeezeV) return k
    if (k < 0 || (us < 0.013 && v > us)) continue
    const logHat = Math.log(v) + logInverseAlpha - Math.log(a / (us * us) + b)
    if (logHat <= -mean + k * logMean - lgam(k + 1)) return k
  }
}
