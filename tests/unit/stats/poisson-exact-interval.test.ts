import { describe, expect, it } from 'vitest'

import { poissonExactInterval } from '@/lib/stats'

import reference from '../fixtures/poisson-reference.json'
import { relativeError } from './relative-error'

// R's values are exact to ~1e-15; cephes agrees to ~1e-11 even at a billion.
const TOLERANCE = 1e-9

describe('poissonExactInterval against R (scripts/stats/generate-poisson-reference.R)', () => {
  it('has a reference table covering counts 0 to 10^9 at five confidence levels', () => {
    expect(reference.cases).toHaveLength(130)
  })

  it.each(reference.cases)(
    'observed $observed at confidence $confidence',
    ({ observed, confidence, lower, upper }) => {
      const interval = poissonExactInterval(observed, confidence)

      if (observed === 0) expect(interval.lower).toBe(0)
      else expect(relativeError(interval.lower, lower)).toBeLessThan(TOLERANCE)
      expect(relativeError(interval.upper, upper)).toBeLessThan(TOLERANCE)
    },
  )
})

describe('poissonExactInterval', () => {
  it('uses 95% confidence by default', () => {
    expect(poissonExactInterval(10)).toEqual(poissonExactInterval(10, 0.95))
    expect(relativeError(poissonExactInterval(10).lower, 4.7953886961324343)).toBeLessThan(
      TOLERANCE,
    )
    expect(relativeError(poissonExactInterval(10).upper, 18.390356042017775)).toBeLessThan(
      TOLERANCE,
    )
  })

  it('gives [0, −ln(α/2)] for a zero count', () => {
    for (const confidence of [0.5, 0.8, 0.95, 0.999]) {
      const { lower, upper } = poissonExactInterval(0, confidence)
      expect(lower).toBe(0)
      expect(relativeError(upper, -Math.log((1 - confidence) / 2))).toBeLessThan(1e-12)
    }
  })

  it('gives ln-based closed forms for a count of one', () => {
    // P(X ≤ x) for shape 1 is 1 − e^(−x), so the lower bound is −ln(1 − α/2).
    const { lower } = poissonExactInterval(1, 0.95)
    expect(relativeError(lower, -Math.log1p(-0.025))).toBeLessThan(1e-12)
  })

  it('handles counts where cephes igami aborts on an internal underflow', () => {
    // These four fall back to our own solver; values from R.
    expect(relativeError(poissonExactInterval(10_000, 0.8).lower, 9872.0608750497358)).toBeLessThan(
      TOLERANCE,
    )
    expect(relativeError(poissonExactInterval(10_000, 0.9).lower, 9836.0851108551924)).toBeLessThan(
      TOLERANCE,
    )
    expect(
      relativeError(poissonExactInterval(10_000_000, 0.95).lower, 9993802.9968842678),
    ).toBeLessThan(TOLERANCE)
    expect(
      relativeError(poissonExactInterval(10_000_000, 0.99).upper, 10008148.366160881),
    ).toBeLessThan(TOLERANCE)
  })

  it('stays close to the normal approximation for very large counts', () => {
    const observed = 5_000_000_000
    const { lower, upper } = poissonExactInterval(observed)
    const halfWidth = 1.959963984540054 * Math.sqrt(observed)
    // Garwood bounds sit within ~(z² + 2) / 3 ≈ 2 cases of observed ± z√observed.
    expect(Math.abs(lower - (observed - halfWidth))).toBeLessThan(3)
    expect(Math.abs(upper - (observed + halfWidth))).toBeLessThan(3)
  })

  it('widens as the confidence level rises', () => {
    const levels = [0.5, 0.8, 0.9, 0.95, 0.99, 0.999]
    const intervals = levels.map((confidence) => poissonExactInterval(20, confidence))
    for (let index = 1; index < intervals.length; index++) {
      expect(intervals[index]!.lower).toBeLessThan(intervals[index - 1]!.lower)
      expect(intervals[index]!.upper).toBeGreaterThan(intervals[index - 1]!.upper)
    }
  })

  describe('rejects invalid input with a RangeError naming the argument', () => {
    it.each([-1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
      'observed = %s',
      (observed) => {
        expect(() => poissonExactInterval(observed)).toThrow(RangeError)
        expect(() => poissonExactInterval(observed)).toThrow(
          /^observed must be a non-negative integer/,
        )
      },
    )

    it.each([0, 1, -0.5, 1.5, 95, Number.NaN, Number.POSITIVE_INFINITY])(
      'confidence = %s',
      (confidence) => {
        expect(() => poissonExactInterval(10, confidence)).toThrow(RangeError)
        expect(() => poissonExactInterval(10, confidence)).toThrow(
          /^confidence must be a number strictly between 0 and 1/,
        )
      },
    )

    it('a value that is not a number at all', () => {
      expect(() => poissonExactInterval('10' as unknown as number)).toThrow(RangeError)
    })
  })
})
