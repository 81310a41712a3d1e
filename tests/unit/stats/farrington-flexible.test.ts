import { describe, expect, it } from 'vitest'

import { farringtonFlexible, type FarringtonFlexibleInput } from '@/lib/stats'

import reference from '../fixtures/farrington-reference.json'
import { referenceError, referenceValue } from './reference-value'

const TOLERANCE = 1e-6

describe('farringtonFlexible against R (surveillance::farringtonFlexible 1.20.3)', () => {
  it.each(reference.farringtonFlexible)('$name', (row) => {
    const result = farringtonFlexible(row.input as FarringtonFlexibleInput)
    const worst = (actual: number[], expected: (number | string)[]) =>
      Math.max(...actual.map((value, i) => referenceError(value, referenceValue(expected[i]!))))
    expect(result.alarm).toEqual(row.alarm)
    expect(result.trend).toEqual(row.trend)
    expect(worst(result.expected, row.expected)).toBeLessThan(TOLERANCE)
    expect(worst(result.upperbound, row.upperbound)).toBeLessThan(TOLERANCE)
    expect(worst(result.pvalue, row.pvalue)).toBeLessThan(TOLERANCE)
  })
})

describe('farringtonFlexible', () => {
  const [first] = reference.farringtonFlexible
  const valid = first!.input as FarringtonFlexibleInput

  it('gives one value per monitored index', () => {
    const result = farringtonFlexible({ ...valid, range: { from: 90, to: 92 } })
    for (const values of Object.values(result)) expect(values).toHaveLength(3)
  })

  it('monitors a single index the same as within a longer range', () => {
    const whole = farringtonFlexible(valid)
    const one = farringtonFlexible({ ...valid, range: { from: 80, to: 80 } })
    const at = 80 - valid.range.from
    expect(one.expected[0]).toBe(whole.expected[at])
    expect(one.upperbound[0]).toBe(whole.upperbound[at])
    expect(one.pvalue[0]).toBe(whole.pvalue[at])
  })

  it('raises no alarm for a month without cases, however low the threshold', () => {
    const noufaily = reference.farringtonFlexible[1]!.input as FarringtonFlexibleInput
    expect(noufaily.thresholdMethod).toBe('nbPlugin')
    const cases = [...noufaily.cases]
    cases[95] = 0
    const result = farringtonFlexible({
      ...noufaily,
      cases,
      range: { from: 95, to: 95 },
      alpha: 0.999,
      limit54: [0, 4],
    })
    expect(result.alarm).toEqual([false])
    expect(result.pvalue[0]).toBe(1) // P(Y ≥ 0)
  })

  describe('rejects invalid input with a RangeError', () => {
    it.each([
      [{ cases: valid.cases.slice(1) }, /^births must have as many values as cases/],
      [
        { cases: [...valid.cases.slice(0, 95), 1.5] },
        /^cases\[95\] must be a non-negative integer/,
      ],
      [{ births: [...valid.births.slice(0, 95), 0] }, /^births\[95\] must be a finite number > 0/],
      [{ range: { from: 62, to: 95 } }, /^range must be whole indices with 63 ≤ from ≤ to < 96/],
      [{ range: { from: 70, to: 96 } }, /^range must be whole indices/],
      [{ range: { from: 80, to: 79 } }, /^range must be whole indices/],
      [{ b: 0 }, /^b must be an integer ≥ 1/],
      [{ w: -1 }, /^w must be an integer ≥ 0/],
      [{ noPeriods: 2.5 }, /^noPeriods must be an integer ≥ 1/],
      [{ alpha: 1 }, /^alpha must be a number strictly between 0 and 1/],
      [{ limit54: [5, 0] }, /^limit54 must be \[cases ≥ 0, periods > 0\]/],
      [{ thresholdMethod: 'exact' }, /^thresholdMethod must be 'delta', 'nbPlugin' or 'muan'/],
      [{ powertrans: '1/3' }, /^powertrans must be '2\/3', '1\/2' or 'none'/],
      [{ trend: 'yes' }, /^trend must be true or false/],
      [{ noPeriods: 13 }, /^noPeriods is too large for the gap/],
    ])('%j', (change, message) => {
      const input = { ...valid, ...change } as FarringtonFlexibleInput
      expect(() => farringtonFlexible(input)).toThrow(RangeError)
      expect(() => farringtonFlexible(input)).toThrow(message)
    })
  })
})
