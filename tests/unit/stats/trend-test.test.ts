import { describe, expect, it } from 'vitest'

import { trendTest } from '@/lib/stats'

import reference from '../fixtures/monitoring-reference.json'
import { referenceError } from './reference-value'

const TOLERANCE = 1e-9

describe('trendTest against R (prop.trend.test)', () => {
  it.each(reference.trendTest)('$name', (row) => {
    const { cases, births, chiSquare, pValue } = row
    const scores = 'scores' in row ? row.scores : undefined
    const result = trendTest({ cases, births, scores })
    expect(referenceError(result.chiSquare, chiSquare)).toBeLessThan(TOLERANCE)
    expect(referenceError(result.pValue, pValue)).toBeLessThan(TOLERANCE)
  })
})

describe('trendTest', () => {
  const input = { cases: [2, 5, 9], births: [1000, 1100, 1050] }

  it('gives the same statistic for scores shifted and rescaled (1..k, years, 10·years + 3)', () => {
    const byIndex = trendTest(input)
    const byYear = trendTest({ ...input, scores: [2023, 2024, 2025] })
    const rescaled = trendTest({ ...input, scores: [20233, 20243, 20253] })
    expect(referenceError(byYear.chiSquare, byIndex.chiSquare)).toBeLessThan(1e-9)
    expect(referenceError(rescaled.chiSquare, byIndex.chiSquare)).toBeLessThan(1e-9)
  })

  it('reports no evidence of a trend without cases, or with every birth a case (R stops with an error)', () => {
    expect(trendTest({ cases: [0, 0, 0], births: [10, 10, 10] })).toEqual({
      chiSquare: 0,
      pValue: 1,
    })
    expect(trendTest({ cases: [10, 12, 9], births: [10, 12, 9] })).toEqual({
      chiSquare: 0,
      pValue: 1,
    })
  })

  describe('rejects invalid input with a RangeError', () => {
    it.each([
      [{ cases: [1], births: [10] }, /^cases must be an array of at least 2 values/],
      [{ cases: [1, 2], births: [10] }, /^births must have as many values as cases/],
      [{ cases: [1, -2], births: [10, 10] }, /^cases\[1\] must be a non-negative integer/],
      [{ cases: [1, 2], births: [10, 0] }, /^births\[1\] must be a finite number > 0/],
      [{ cases: [1, 12], births: [10, 10] }, /^cases\[1\] must not exceed births\[1\]/],
      [{ cases: [1, 2], births: [10, 10], scores: [3, 3] }, /^scores must not all be equal/],
      [
        { cases: [1, 2], births: [10, 10], scores: [1, Number.NaN] },
        /^scores\[1\] must be a finite number/,
      ],
    ])('%j', (bad, message) => {
      expect(() => trendTest(bad)).toThrow(RangeError)
      expect(() => trendTest(bad)).toThrow(message)
    })
  })
})
