import { describe, expect, it } from 'vitest'

import { ratePer10000 } from '@/lib/stats'

describe('ratePer10000', () => {
  it('expresses cases per 10 000 births', () => {
    expect(ratePer10000(45, 150_000)).toBeCloseTo(3, 12)
    expect(ratePer10000(7, 12_000)).toBeCloseTo(5.833_333_333_333, 12)
    expect(ratePer10000(1, 10_000)).toBe(1)
  })

  it('is 0 for no cases', () => {
    expect(ratePer10000(0, 12_000)).toBe(0)
  })

  it('accepts fractional (expected) cases', () => {
    expect(ratePer10000(3.6, 12_000)).toBeCloseTo(3, 12)
  })

  describe('rejects invalid input with a RangeError naming the argument', () => {
    it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('cases = %s', (cases) => {
      expect(() => ratePer10000(cases, 12_000)).toThrow(RangeError)
      expect(() => ratePer10000(cases, 12_000)).toThrow(/^cases must be a finite number ≥ 0/)
    })

    it.each([0, -12_000, Number.NaN, Number.POSITIVE_INFINITY])('births = %s', (births) => {
      expect(() => ratePer10000(7, births)).toThrow(RangeError)
      expect(() => ratePer10000(7, births)).toThrow(/^births must be a finite number > 0/)
    })
  })
})
