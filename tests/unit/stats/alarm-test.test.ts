import { describe, expect, it } from 'vitest'

import { alarmTest, expectedCases, poissonExactInterval } from '@/lib/stats'

import { relativeError } from './relative-error'

// Interval bounds from R: poisson.test(x, conf.level = …)$conf.int
const TOLERANCE = 1e-9

describe('alarmTest', () => {
  it('signals an excess when the expected count is below the interval', () => {
    // 12 cases where 3.6 were expected; 95% interval 6.2006..20.9616.
    const result = alarmTest({ observed: 12, expected: 3.6 })
    expect(result).toMatchObject({ alarm: true, direction: 'excess' })
    expect(relativeError(result.lower, 6.2005751087222167)).toBeLessThan(TOLERANCE)
    expect(relativeError(result.upper, 20.961585048176953)).toBeLessThan(TOLERANCE)
  })

  it('signals a deficit when the expected count is above the interval', () => {
    // 25 cases where 40 were expected; 95% interval 16.1787..36.9049.
    const result = alarmTest({ observed: 25, expected: 40 })
    expect(result).toMatchObject({ alarm: true, direction: 'deficit' })
    expect(relativeError(result.lower, 16.178681847829328)).toBeLessThan(TOLERANCE)
    expect(relativeError(result.upper, 36.904931697530365)).toBeLessThan(TOLERANCE)
  })

  it('signals a deficit for zero cases only once expected exceeds −ln 0.025 ≈ 3.6889', () => {
    expect(alarmTest({ observed: 0, expected: 3.68 })).toMatchObject({
      alarm: false,
      direction: null,
      lower: 0,
    })
    expect(alarmTest({ observed: 0, expected: 3.7 })).toMatchObject({
      alarm: true,
      direction: 'deficit',
      lower: 0,
    })
  })

  it('raises no alarm when the expected count is inside the interval', () => {
    // 4 cases where 3.6 were expected; 95% interval 1.0899..10.2416.
    const result = alarmTest({ observed: 4, expected: 3.6 })
    expect(result).toMatchObject({ alarm: false, direction: null })
    expect(relativeError(result.lower, 1.0898653736263253)).toBeLessThan(TOLERANCE)
    expect(relativeError(result.upper, 10.241588675403698)).toBeLessThan(TOLERANCE)
  })

  it('treats the interval as closed: an expected count equal to a bound is no alarm', () => {
    const { lower, upper } = poissonExactInterval(12)
    expect(alarmTest({ observed: 12, expected: lower }).alarm).toBe(false)
    expect(alarmTest({ observed: 12, expected: upper }).alarm).toBe(false)
  })

  it('depends on the confidence level', () => {
    // 8 cases where 3.6 were expected: 95% interval 3.4538..15.7632 contains it,
    // 80% interval 4.6561..12.9947 does not.
    expect(alarmTest({ observed: 8, expected: 3.6 })).toMatchObject({
      alarm: false,
      direction: null,
    })
    const result = alarmTest({ observed: 8, expected: 3.6, confidence: 0.8 })
    expect(result).toMatchObject({ alarm: true, direction: 'excess' })
    expect(relativeError(result.lower, 4.6561181768980013)).toBeLessThan(TOLERANCE)
    expect(relativeError(result.upper, 12.994711541318607)).toBeLessThan(TOLERANCE)
  })

  it('works end to end with expectedCases', () => {
    const expected = expectedCases({ births: 12_000, baselineCases: 45, baselineBirths: 150_000 })
    expect(alarmTest({ observed: 12, expected }).direction).toBe('excess')
    expect(alarmTest({ observed: 3, expected }).direction).toBeNull()
  })

  it('accepts an expected count of 0', () => {
    expect(alarmTest({ observed: 0, expected: 0 })).toMatchObject({ alarm: false, direction: null })
    expect(alarmTest({ observed: 1, expected: 0 })).toMatchObject({
      alarm: true,
      direction: 'excess',
    })
  })

  describe('rejects invalid input with a RangeError naming the argument', () => {
    it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('observed = %s', (observed) => {
      expect(() => alarmTest({ observed, expected: 3.6 })).toThrow(RangeError)
      expect(() => alarmTest({ observed, expected: 3.6 })).toThrow(
        /^observed must be a non-negative integer/,
      )
    })

    it.each([-0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
      'expected = %s',
      (expected) => {
        expect(() => alarmTest({ observed: 4, expected })).toThrow(RangeError)
        expect(() => alarmTest({ observed: 4, expected })).toThrow(
          /^expected must be a finite number ≥ 0/,
        )
      },
    )

    it.each([0, 1, 1.2, -0.95, Number.NaN])('confidence = %s', (confidence) => {
      expect(() => alarmTest({ observed: 4, expected: 3.6, confidence })).toThrow(RangeError)
      expect(() => alarmTest({ observed: 4, expected: 3.6, confidence })).toThrow(
        /^confidence must be a number strictly between 0 and 1/,
      )
    })
  })
})
