import { describe, expect, it } from 'vitest'

import { standardizedTemporalScan, temporalScan } from '@/lib/stats'

import reference from '../fixtures/signal-reference.json'
import { referenceError, referenceValue } from './reference-value'

const TOLERANCE = 1e-9
const REPLICATIONS = 9_999

/** As in temporal-scan.test.ts: 4 standard deviations of the difference of two Monte Carlo estimates, plus their +1 offsets. */
function monteCarloBound(pR: number, replicationsR: number): number {
  const p = Math.max(pR, 1 / replicationsR)
  const spread = Math.sqrt(p * (1 - p) * (1 / REPLICATIONS + 1 / replicationsR))
  return 4 * spread + 1 / REPLICATIONS + 1 / replicationsR
}

describe('standardizedTemporalScan against a brute-force R scan on expected counts', () => {
  it.each(reference.standardizedTemporalScan)('$name', (row) => {
    const { cases, expected } = row
    const maxWindow = 'maxWindow' in row ? row.maxWindow : undefined
    const result = standardizedTemporalScan({
      cases,
      expected,
      maxWindow,
      replications: REPLICATIONS,
      seed: 11,
    })
    expect({ start: result.start, end: result.end, observed: result.observed }).toEqual({
      start: row.start,
      end: row.end,
      observed: row.observed,
    })
    expect(referenceError(result.expected, row.windowExpected)).toBeLessThan(TOLERANCE)
    expect(referenceError(result.llr, row.llr)).toBeLessThan(TOLERANCE)
    expect(referenceError(result.relativeRisk, referenceValue(row.relativeRisk))).toBeLessThan(
      TOLERANCE,
    )
    expect(Math.abs(result.pValue - row.pValue)).toBeLessThan(
      monteCarloBound(row.pValue, row.pValueReplications),
    )
  })
})

describe('standardizedTemporalScan', () => {
  const cases = [3, 2, 4, 3, 11, 12, 3, 2, 3, 4, 2, 3]

  it('depends on the expected counts only through their shape, not their total', () => {
    const expected = [2, 2, 2.5, 2.5, 3, 3, 3, 2.5, 2.5, 2, 2, 2]
    const once = standardizedTemporalScan({ cases, expected, seed: 3 })
    const tenfold = standardizedTemporalScan({
      cases,
      expected: expected.map((e) => 10 * e),
      seed: 3,
    })
    expect(tenfold.start).toBe(once.start)
    expect(tenfold.end).toBe(once.end)
    expect(referenceError(tenfold.llr, once.llr)).toBeLessThan(1e-12)
  })

  it('is the births scan when the expected counts are proportional to births', () => {
    const births = [900, 950, 1000, 980, 1010, 990, 970, 1000, 1020, 990, 960, 1000]
    const byBirths = temporalScan({ cases, births, seed: 5 })
    const byExpected = standardizedTemporalScan({
      cases,
      expected: births.map((b) => b * 0.003),
      seed: 5,
    })
    expect(byExpected.start).toBe(byBirths.start)
    expect(byExpected.end).toBe(byBirths.end)
    expect(referenceError(byExpected.llr, byBirths.llr)).toBeLessThan(1e-12)
  })

  it('names the expected counts in its errors', () => {
    expect(() => standardizedTemporalScan({ cases: [1, 2], expected: [1, 0], seed: 1 })).toThrow(
      /^expected\[1\] must be a finite number > 0/,
    )
    expect(() => standardizedTemporalScan({ cases: [1, 2], expected: [1], seed: 1 })).toThrow(
      /^expected must have as many values as cases/,
    )
  })
})
