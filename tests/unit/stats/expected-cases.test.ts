import { describe, expect, it } from 'vitest'

import { expectedCases } from '@/lib/stats'

const VALID = { births: 12_000, baselineCases: 45, baselineBirths: 150_000 }

describe('expectedCases', () => {
  it('scales the baseline prevalence to the births of the period', () => {
    // 45 / 150 000 = 3 per 10 000 births → 3.6 in 12 000 births.
    expect(expectedCases(VALID)).toBeCloseTo(3.6, 12)
  })

  it('returns 0 when the baseline had no cases', () => {
    expect(expectedCases({ ...VALID, baselineCases: 0 })).toBe(0)
  })

  it('returns the baseline count when the period has as many births as the baseline', () => {
    expect(expectedCases({ births: 150_000, baselineCases: 45, baselineBirths: 150_000 })).toBe(45)
  })

  it('accepts fractional inputs such as averaged baselines', () => {
    expect(
      expectedCases({ births: 8_000, baselineCases: 7.5, baselineBirths: 20_000 }),
    ).toBeCloseTo(3, 12)
  })

  describe('rejects invalid input with a RangeError naming the argument', () => {
    it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('births = %s', (births) => {
      expect(() => expectedCases({ ...VALID, births })).toThrow(RangeError)
      expect(() => expectedCases({ ...VALID, births })).toThrow(
        /^births must be a finite number > 0/,
      )
    })

    it.each([-1, -0.5, Number.NaN, Number.POSITIVE_INFINITY])(
      'baselineCases = %s',
      (baselineCases) => {
        expect(() => expectedCases({ ...VALID, baselineCases })).toThrow(RangeError)
        expect(() => expectedCases({ ...VALID, baselineCases })).toThrow(
          /^baselineCases must be a finite number ≥ 0/,
        )
      },
    )

    it.each([0, -150_000, Number.NaN, Number.POSITIVE_INFINITY])(
      'baselineBirths = %s',
      (baselineBirths) => {
        expect(() => expectedCases({ ...VALID, baselineBirths })).toThrow(RangeError)
        expect(() => expectedCases({ ...VALID, baselineBirths })).toThrow(
          /^baselineBirths must be a finite number > 0/,
        )
      },
    )
  })
})
