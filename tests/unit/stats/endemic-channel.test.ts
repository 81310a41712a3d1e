import { describe, expect, it } from 'vitest'

import { endemicChannel, type EndemicChannelMethod } from '@/lib/stats'

import reference from '../fixtures/monitoring-reference.json'
import { referenceError } from './reference-value'

const TOLERANCE = 1e-9

describe('endemicChannel against R (qt and quantile(type = 7))', () => {
  it.each(reference.endemicChannel)(
    '$name, $method at $confidence',
    ({ history, method, confidence, lower, center, upper }) => {
      const bands = endemicChannel(history, {
        method: method as EndemicChannelMethod,
        confidence,
      })
      expect(bands).toHaveLength(history[0]!.length)
      bands.forEach((band, period) => {
        expect(referenceError(band.lower, lower[period]!)).toBeLessThan(TOLERANCE)
        expect(referenceError(band.center, center[period]!)).toBeLessThan(TOLERANCE)
        expect(referenceError(band.upper, upper[period]!)).toBeLessThan(TOLERANCE)
      })
    },
  )
})

describe('endemicChannel', () => {
  const history = [
    [2, 5],
    [4, 3],
    [3, 8],
  ]

  it('uses the geometric mean at 95% by default', () => {
    expect(endemicChannel(history)).toEqual(
      endemicChannel(history, { method: 'geometric-mean', confidence: 0.95 }),
    )
  })

  it('ignores the confidence level for quartiles', () => {
    expect(endemicChannel(history, { method: 'quartiles', confidence: 0.5 })).toEqual([
      { lower: 2.5, center: 3, upper: 3.5 },
      { lower: 4, center: 5, upper: 6.5 },
    ])
  })

  it('gives a zero-width band at the value when every year had the same value', () => {
    const [band] = endemicChannel([[6], [6], [6], [6]])
    expect(band!.lower).toBeCloseTo(6, 12)
    expect(band!.center).toBeCloseTo(6, 12)
    expect(band!.upper).toBeCloseTo(6, 12)
  })

  it('never puts the lower bound below 0', () => {
    const [band] = endemicChannel([[0], [0], [9]])
    expect(band!.lower).toBe(0)
    expect(band!.upper).toBeGreaterThan(band!.center)
  })

  describe('rejects invalid input with a RangeError', () => {
    it.each([
      [[], /^history must hold at least 3 years/],
      [[[1], [2]], /^history must hold at least 3 years/],
      [[[1, 2], [2], [3, 4]], /same number of periods/],
      [[[], [], []], /same number of periods/],
      [[[1], [-2], [3]], /^history\[1\]\[0\] must be a finite number ≥ 0/],
      [[[1], [Number.NaN], [3]], /^history\[1\]\[0\] must be a finite number ≥ 0/],
    ])('history %j', (bad, message) => {
      expect(() => endemicChannel(bad as number[][])).toThrow(RangeError)
      expect(() => endemicChannel(bad as number[][])).toThrow(message)
    })

    it('an unknown method or a confidence outside (0, 1)', () => {
      expect(() => endemicChannel(history, { method: 'median' as EndemicChannelMethod })).toThrow(
        /^method must be 'geometric-mean' or 'quartiles'/,
      )
      expect(() => endemicChannel(history, { confidence: 1 })).toThrow(
        /^confidence must be a number strictly between 0 and 1/,
      )
    })
  })
})
