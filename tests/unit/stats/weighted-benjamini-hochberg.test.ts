import { describe, expect, it } from 'vitest'

import { benjaminiHochberg, weightedBenjaminiHochberg } from '@/lib/stats'

import reference from '../fixtures/weighted-bh-reference.json'
import { referenceError, referenceValue } from './reference-value'

const TOLERANCE = 1e-12

describe('weightedBenjaminiHochberg against R (p.adjust of p / w)', () => {
  it.each(reference.weightedBH)('$name', (row) => {
    const p = row.p.map(referenceValue)
    const expected = row.q.map(referenceValue)
    const adjusted = weightedBenjaminiHochberg(p, row.w)
    expect(adjusted).toHaveLength(expected.length)
    adjusted.forEach((value, index) => {
      expect(referenceError(value, expected[index]!)).toBeLessThan(TOLERANCE)
    })
  })
})

describe('weightedBenjaminiHochberg', () => {
  it('is Benjamini–Hochberg when every weight is the same', () => {
    const p = [0.001, 0.2, 0.049, 0.5, 0.012, 0.9, 0.03]
    expect(weightedBenjaminiHochberg(p, Array(7).fill(2.5))).toEqual(benjaminiHochberg(p))
  })

  it('needs less evidence from a test with a larger weight, more from the others', () => {
    // Two tests at p = 0.03: Benjamini–Hochberg gives both 0.03. Weights 1.5 and 0.5 turn them
    // into 0.02 and 0.06: the first ranks 1st of 2 (q = 2 × 0.02), the second 2nd (q = 0.06).
    const [lead, other] = weightedBenjaminiHochberg([0.03, 0.03], [3, 1])
    expect(lead).toBeCloseTo(0.04, 15)
    expect(other).toBeCloseTo(0.06, 15)
  })

  it('leaves the input arrays unchanged', () => {
    const p = [0.04, 0.01, 0.03]
    const w = [1, 2, 3]
    weightedBenjaminiHochberg(p, w)
    expect(p).toEqual([0.04, 0.01, 0.03])
    expect(w).toEqual([1, 2, 3])
  })

  it.each([
    [[0.1, 0.2], [1], /^weights must be an array with one weight per p-value/],
    [[0.1, 0.2], [1, 0], /^weights\[1\] must be a positive finite number/],
    [[0.1], [Number.POSITIVE_INFINITY], /^weights\[0\] must be a positive finite number/],
    [[0.1], [-1], /^weights\[0\] must be a positive finite number/],
    [[1.5], [1], /^p\[0\] must be a number between 0 and 1, or NaN/],
  ])('refuses p %j with weights %j', (p, w, message) => {
    expect(() => weightedBenjaminiHochberg(p, w)).toThrow(message)
  })
})
