import { igam, igamc, lgam, ndtri } from './cephes-ready'
import type { GammaTail } from './gamma-tail'
import { isCephesUnderflow } from './is-cephes-underflow'

const MAX_ITERATIONS = 200
const RELATIVE_TOLERANCE = 4 * Number.EPSILON

/**
 * Gamma quantile found by Newton's method on cephes' incomplete gamma
 * integrals, falling back to bisection whenever a step would leave the
 * bracket known to contain the answer. Used when cephes' own inverse fails;
 * see gammaQuantile for the meaning of the arguments.
 */
export function solveGammaQuantile(shape: number, probability: number, tail: GammaTail): number {
  // Increasing in x and zero at the quantile. Working in the requested tail
  // avoids the cancellation of computing 1 - probability.
  const distanceFromTarget = (x: number): number =>
    tail === 'lower'
      ? lowerTailProbability(shape, x) - probability
      : probability - upperTailProbability(shape, x)

  let below = 0
  let above = Number.POSITIVE_INFINITY
  let x = wilsonHilfertyGuess(shape, probability, tail)

  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const distance = distanceFromTarget(x)
    if (distance === 0) return x
    if (distance < 0) below = x
    else above = x

    let next = x - distance / gammaDensity(shape, x)
    // Also catches NaN and ±Infinity from a density that underflowed to 0.
    if (!(next > below && next < above)) {
      next = Number.isFinite(above) ? (below + above) / 2 : 2 * x
    }
    if (Math.abs(next - x) <= RELATIVE_TOLERANCE * next) return next
    x = next
  }
  return x
}

/** Normal approximation to the gamma quantile, accurate to a few digits for shape ≥ 1. */
function wilsonHilfertyGuess(shape: number, probability: number, tail: GammaTail): number {
  const z = ndtri(tail === 'lower' ? probability : 1 - probability)
  const spread = 1 / (9 * shape)
  const guess = shape * (1 - spread + z * Math.sqrt(spread)) ** 3
  return guess > 0 ? guess : shape
}

function gammaDensity(shape: number, x: number): number {
  return Math.exp((shape - 1) * Math.log(x) - x - lgam(shape))
}

// Far from the bulk cephes throws on underflow instead of returning the
// limiting value; these restore it (the mass is all above or all below x).
function lowerTailProbability(shape: number, x: number): number {
  try {
    return igam(shape, x)
  } catch (error) {
    if (isCephesUnderflow(error)) return x < shape ? 0 : 1
    throw error
  }
}

function upperTailProbability(shape: number, x: number): number {
  try {
    return igamc(shape, x)
  } catch (error) {
    if (isCephesUnderflow(error)) return x < shape ? 1 : 0
    throw error
  }
}
