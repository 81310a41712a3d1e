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
