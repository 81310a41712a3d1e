import { describe, expect, it } from 'vitest'

import { poissonTrend } from '@/lib/stats'

import reference from '../fixtures/monitoring-reference.json'
import { referenceError } from './reference-value'

// R's glm run to full convergence (epsilon 1e-15) against our own Newton fit.
const TOLERANCE = 1e-8

describe('poissonTrend against R (glm with offset, Wald interval and p-value)', () => {
  it.each(reference.poissonTrend)('$name', (row) => {
    const { cases, births, percentChange, lower, upper, pValue } = row
    const times = 'times' in row ? row.times : undefined
    const result = poissonTrend({ cases, births, times })
    expect(referenceError(result.percentChange, percentChange)).toBeLessThan(TOLERANCE)
    expect(referenceError(result.lower, lower)).toBeLessThan(TOLERANCE)
    expect(referenceError(result.upper, upper)).toBeLessThan(TOLERANCE)
    expect(referenceError(result.pValue, pValue)).toBeLessThan(TOLERANCE)
  })
})

describe('poissonTrend', () => {
  it('recovers a known ratio exactly: 10 then 25 cases in equal births is +150%', () => {
    const result = poissonTrend({ cases: [10, 25], births: [10_000, 10_000] })
    expect(referenceError(result.percentChange, 150)).toBeLessThan(1e-12)
  })

  it('depends on the spacing of times, not their origin', () => {
    const input = {
      cases: [30, 34, 31, 40, 44, 47],
      births: [5e4, 5.1e4, 4.95e4, 5.05e4, 5e4, 4.9e4],
    }
    const fromOne = poissonTrend(input)
    const fromYear = poissonTrend({ ...input, times: [2020, 2021, 2022, 2023, 2024, 2025] })
    expect(referenceError(fromYear.percentChange, fromOne.percentChange)).toBeLessThan(1e-10)
    expect(referenceError(fromYear.pValue, fromOne.pValue)).toBeLessThan(1e-10)
  })

  it.each([
    ['no case at all', [0, 0, 0, 0]],
    ['every case in the first period', [4, 0, 0, 0]],
    ['every case in the last period', [0, 0, 0, 2]],
  ])('is not estimable (NaN) with %s', (_, cases) => {
    const result = poissonTrend({ cases, births: [900, 950, 1000, 980] })
    expect(Number.isNaN(result.percentChange)).toBe(true)
    expect(Number.isNaN(result.lower)).toBe(true)
    expect(Number.isNaN(result.upper)).toBe(true)
    expect(Number.isNaN(result.pValue)).toBe(true)
  })

  describe('rejects invalid input with a RangeError', () => {
    it.each([
      [{ cases: [1], births: [10] }, /^cases must be an array of at least 2 values/],
      [{ cases: [1, 2], births: [10, 10, 10] }, /^births must have as many values as cases/],
      [{ cases: [1, 2.5], births: [10, 10] }, /^cases\[1\] must be a non-negative integer/],
      [{ cases: [1, 2], births: [10, -1] }, /^births\[1\] must be a finite number > 0/],
      [{ cases: [1, 2], births: [10, 10], times: [2025, 2025] }, /^times must not all be equal/],
      [
        { cases: [1, 2], births: [10, 10], times: [2025] },
        /^times must have as many values as cases/,
      ],
    ])('%j', (bad, message) => {
      expect(() => poissonTrend(bad)).toThrow(RangeError)
      expect(() => poissonTrend(bad)).toThrow(message)
    })
  })
})
