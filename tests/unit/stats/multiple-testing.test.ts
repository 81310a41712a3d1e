import { describe, expect, it } from 'vitest'

import { benjaminiHochberg, holm } from '@/lib/stats'

import reference from '../fixtures/signal-reference.json'
import { referenceError, referenceValue } from './reference-value'

const TOLERANCE = 1e-12

describe.each([
  ['benjaminiHochberg', benjaminiHochberg, 'bh'],
  ['holm', holm, 'holm'],
] as const)('%s against R (p.adjust)', (_, adjust, column) => {
  it.each(reference.pAdjust)('$name', (row) => {
    const p = row.p.map(referenceValue)
    const expected = row[column].map(referenceValue)
    const adjusted = adjust(p)
    expect(adjusted).toHaveLength(expected.length)
    adjusted.forEach((value, index) => {
      expect(referenceError(value, expected[index]!)).toBeLessThan(TOLERANCE)
    })
  })
})

describe('benjaminiHochberg and holm', () => {
  it('leave the input array unchanged', () => {
    const p = [0.04, 0.01, 0.03]
    benjaminiHochberg(p)
    holm(p)
    expect(p).toEqual([0.04, 0.01, 0.03])
  })

  it('give an empty list for an empty list', () => {
    expect(benjaminiHochberg([])).toEqual([])
    expect(holm([])).toEqual([])
  })

  it('never adjust below the p-value nor above 1, and keep its order', () => {
    const p = [0.001, 0.2, 0.049, 0.5, 0.012, 0.9, 0.03]
    for (const adjusted of [benjaminiHochberg(p), holm(p)]) {
      adjusted.forEach((value, i) => {
        expect(value).toBeGreaterThanOrEqual(p[i]!)
        expect(value).toBeLessThanOrEqual(1)
        adjusted.forEach((other, j) => {
          if (p[i]! < p[j]!) expect(value).toBeLessThanOrEqual(other)
        })
      })
    }
  })

  describe('reject invalid input with a RangeError', () => {
    it.each([
      [[0.1, -0.01], /^p\[1\] must be a number between 0 and 1, or NaN/],
      [[1.5], /^p\[0\] must be a number between 0 and 1, or NaN/],
      [[0.1, Number.POSITIVE_INFINITY], /^p\[1\] must be a number between 0 and 1, or NaN/],
      [[0.1, '0.2'], /^p\[1\] must be a number between 0 and 1, or NaN/],
    ])('%j', (bad, message) => {
      expect(() => benjaminiHochberg(bad as number[])).toThrow(message)
      expect(() => holm(bad as number[])).toThrow(RangeError)
    })

    it('not an array', () => {
      expect(() => benjaminiHochberg('0.1' as unknown as number[])).toThrow(
        /^p must be an array of p-values/,
      )
    })
  })
})
