import { describe, expect, it } from 'vitest'

import { prevalence } from '@/lib/stats'

import reference from '../fixtures/monitoring-reference.json'
import { referenceError } from './reference-value'

// R's poisson.test is exact to ~1e-15; cephes' gamma quantiles agree to ~1e-11.
const TOLERANCE = 1e-9

describe('prevalence against R (scripts/stats/generate-monitoring-reference.R)', () => {
  it('has a grid of counts 0 to 25,000, births 1,000 to 2.7 million, three units and three levels', () => {
    expect(reference.prevalence.length).toBeGreaterThan(300)
  })

  it.each(reference.prevalence)(
    '$cases cases in $births births per $per at $confidence',
    ({ cases, births, per, confidence, rate, lower, upper }) => {
      const result = prevalence({ cases, births, per, confidence })
      expect(referenceError(result.rate, rate)).toBeLessThan(TOLERANCE)
      expect(referenceError(result.lower, lower)).toBeLessThan(TOLERANCE)
      expect(referenceError(result.upper, upper)).toBeLessThan(TOLERANCE)
    },
  )
})

describe('prevalence', () => {
  it('defaults to per 10,000 births and 95% confidence', () => {
    expect(prevalence({ cases: 37, births: 120_000 })).toEqual(
      prevalence({ cases: 37, births: 120_000, per: 10_000, confidence: 0.95 }),
    )
    // R: poisson.test(37, 120000)$conf.int * 1e4
    const { rate, lower, upper } = prevalence({ cases: 37, births: 120_000 })
    expect(referenceError(rate, 37 / 12)).toBeLessThan(1e-14)
    expect(referenceError(lower, 2.170951213925503)).toBeLessThan(TOLERANCE)
    expect(referenceError(upper, 4.249968845160902)).toBeLessThan(TOLERANCE)
  })

  it('gives 0 with an upper bound of −ln(0.025)·per/births for no case', () => {
    const { rate, lower, upper } = prevalence({ cases: 0, births: 8_000 })
    expect(rate).toBe(0)
    expect(lower).toBe(0)
    expect(referenceError(upper, (-Math.log(0.025) * 10_000) / 8_000)).toBeLessThan(1e-12)
  })

  it('scales linearly with the unit', () => {
    const per10000 = prevalence({ cases: 12, births: 40_000 })
    const per1000 = prevalence({ cases: 12, births: 40_000, per: 1_000 })
    expect(referenceError(per1000.rate * 10, per10000.rate)).toBeLessThan(1e-14)
    expect(referenceError(per1000.upper * 10, per10000.upper)).toBeLessThan(1e-14)
  })

  describe('rejects invalid input with a RangeError naming the argument', () => {
    it.each([-1, 2.5, Number.NaN])('cases = %s', (cases) => {
      expect(() => prevalence({ cases, births: 1000 })).toThrow(
        /^cases must be a non-negative integer/,
      )
    })
    it.each([0, -10, Number.NaN, Number.POSITIVE_INFINITY])('births = %s', (births) => {
      expect(() => prevalence({ cases: 1, births })).toThrow(RangeError)
      expect(() => prevalence({ cases: 1, births })).toThrow(/^births must be a finite number > 0/)
    })
    it.each([0, -1, Number.NaN])('per = %s', (per) => {
      expect(() => prevalence({ cases: 1, births: 1000, per })).toThrow(
        /^per must be a finite number > 0/,
      )
    })
    it.each([0, 1, 95])('confidence = %s', (confidence) => {
      expect(() => prevalence({ cases: 1, births: 1000, confidence })).toThrow(
        /^confidence must be a number strictly between 0 and 1/,
      )
    })
  })
})
