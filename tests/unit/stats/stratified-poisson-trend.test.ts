import { describe, expect, it } from 'vitest'

import { poissonTrend, stratifiedPoissonTrend } from '@/lib/stats'

import reference from '../fixtures/signal-reference.json'
import { referenceError } from './reference-value'

// R's glm run to full convergence (epsilon 1e-15) against our profile-likelihood fit.
const TOLERANCE = 1e-8

describe('stratifiedPoissonTrend against R (glm with a stratum factor and a births offset)', () => {
  it.each(reference.stratifiedPoissonTrend)('$name', (row) => {
    const result = stratifiedPoissonTrend(row)
    for (const key of [
      'slope',
      'standardError',
      'z',
      'pValue',
      'percentChange',
      'lower',
      'upper',
    ] as const) {
      expect(referenceError(result[key], row[key]), key).toBeLessThan(TOLERANCE)
    }
  })
})

describe('stratifiedPoissonTrend', () => {
  const input = {
    cases: [30, 34, 31, 40, 44, 47],
    births: [5e4, 5.1e4, 4.95e4, 5.05e4, 5e4, 4.9e4],
    times: [2020, 2021, 2022, 2023, 2024, 2025],
  }

  it('equals the single-series Poisson trend with one stratum', () => {
    const single = poissonTrend(input)
    const stratified = stratifiedPoissonTrend({ ...input, strata: input.cases.map(() => 'A') })
    expect(referenceError(stratified.percentChange, single.percentChange)).toBeLessThan(1e-10)
    expect(referenceError(stratified.lower, single.lower)).toBeLessThan(1e-10)
    expect(referenceError(stratified.pValue, single.pValue)).toBeLessThan(1e-10)
  })

  it('sees no trend when a registry with a higher rate joins, where pooling would', () => {
    const joined = {
      cases: [20, 20, 20, 20, 20, 20, 60, 60],
      births: [1e4, 1e4, 1e4, 1e4, 1e4, 1e4, 1e4, 1e4],
      strata: ['A', 'A', 'A', 'A', 'B', 'B', 'C', 'C'],
      times: [1, 2, 3, 4, 3, 4, 3, 4],
    }
    expect(stratifiedPoissonTrend(joined).slope).toBeCloseTo(0, 12)
    const pooled = poissonTrend({ cases: [20, 20, 100, 100], births: [1e4, 1e4, 3e4, 3e4] })
    expect(pooled.pValue).toBeLessThan(0.05)
  })

  it.each([
    ['no case at all', [0, 0, 0, 0]],
    ["every stratum's cases at its earliest time", [4, 0, 3, 0]],
    ["every stratum's cases at its latest time", [0, 2, 0, 5]],
  ])('is not estimable (NaN) with %s', (_, cases) => {
    const result = stratifiedPoissonTrend({
      cases,
      births: [900, 950, 1000, 980],
      strata: ['A', 'A', 'B', 'B'],
      times: [1, 2, 1, 2],
    })
    for (const value of Object.values(result)) expect(Number.isNaN(value)).toBe(true)
  })

  it('is not estimable when no stratum has two different times', () => {
    const result = stratifiedPoissonTrend({
      cases: [3, 4],
      births: [900, 950],
      strata: ['A', 'B'],
      times: [1, 2],
    })
    expect(Number.isNaN(result.slope)).toBe(true)
  })

  describe('rejects invalid input with a RangeError', () => {
    const valid = { cases: [1, 2], births: [10, 10], strata: ['A', 'A'], times: [1, 2] }
    it.each([
      [{ cases: [] }, /^cases must be an array of at least 1 values/],
      [{ cases: [1, -2] }, /^cases\[1\] must be a non-negative integer/],
      [{ births: [10, 0] }, /^births\[1\] must be a finite number > 0/],
      [{ times: [1] }, /^times must have as many values as cases/],
      [{ strata: ['A'] }, /^strata must have as many values as cases/],
    ])('%j', (change, message) => {
      expect(() => stratifiedPoissonTrend({ ...valid, ...change })).toThrow(RangeError)
      expect(() => stratifiedPoissonTrend({ ...valid, ...change })).toThrow(message)
    })
  })
})
