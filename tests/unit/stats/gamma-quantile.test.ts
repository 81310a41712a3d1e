import { describe, expect, it } from 'vitest'

import { gammaQuantile } from '@/lib/stats/gamma-quantile'
import { solveGammaQuantile } from '@/lib/stats/solve-gamma-quantile'

import reference from '../fixtures/poisson-reference.json'
import { relativeError } from './relative-error'

const TOLERANCE = 1e-9

// The Garwood bounds are gamma quantiles, so the same R table checks them.
const quantileCases = reference.cases.flatMap(({ observed, confidence, lower, upper }) => {
  const tailProbability = (1 - confidence) / 2
  const upperBound = {
    shape: observed + 1,
    probability: tailProbability,
    tail: 'upper' as const,
    expected: upper,
  }
  if (observed === 0) return [upperBound]
  return [
    { shape: observed, probability: tailProbability, tail: 'lower' as const, expected: lower },
    upperBound,
  ]
})

describe('gammaQuantile', () => {
  it.each(quantileCases)(
    'shape $shape, $tail tail $probability',
    ({ shape, probability, tail, expected }) => {
      expect(relativeError(gammaQuantile(shape, probability, tail), expected)).toBeLessThan(
        TOLERANCE,
      )
    },
  )

  it('matches closed forms for shape 1 (the exponential distribution)', () => {
    expect(relativeError(gammaQuantile(1, 0.1, 'upper'), -Math.log(0.1))).toBeLessThan(1e-13)
    expect(relativeError(gammaQuantile(1, 0.1, 'lower'), -Math.log1p(-0.1))).toBeLessThan(1e-13)
  })
})

// The fallback runs only when cephes' igami aborts, so test it on every case directly.
describe('solveGammaQuantile (fallback when cephes igami underflows)', () => {
  it.each(quantileCases)(
    'shape $shape, $tail tail $probability',
    ({ shape, probability, tail, expected }) => {
      expect(relativeError(solveGammaQuantile(shape, probability, tail), expected)).toBeLessThan(
        TOLERANCE,
      )
    },
  )

  it('keeps full precision deep in the lower tail', () => {
    // For shape 1, P(X ≤ x) = 1 − e^(−x), so x = −ln(1 − p) ≈ p for tiny p.
    expect(relativeError(solveGammaQuantile(1, 1e-12, 'lower'), -Math.log1p(-1e-12))).toBeLessThan(
      1e-12,
    )
  })
})
