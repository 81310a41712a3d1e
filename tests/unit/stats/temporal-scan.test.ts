import { describe, expect, it } from 'vitest'

import { createSeededRandom, samplePoisson, temporalScan } from '@/lib/stats'

import reference from '../fixtures/monitoring-reference.json'
import { referenceError, referenceValue } from './reference-value'

const TOLERANCE = 1e-9
const REPLICATIONS = 9_999

/**
 * Both p-values are Monte Carlo estimates of the same probability p, ours
 * from 9,999 replications and R's from its own (9,999 or 19,999), each
 * (1 + a binomial count)/(1 + replications). Their difference has standard
 * deviation √(p(1 − p)(1/n₁ + 1/n₂)) plus the +1 offsets (≤ 1/n each), so a
 * correct implementation differs by less than 4 of those standard
 * deviations plus the offsets (a 4σ miss has probability ≈ 6·10⁻⁵); p is
 * taken as R's estimate, never below 1/n₂.
 */
function monteCarloBound(pR: number, replicationsR: number): number {
  const p = Math.max(pR, 1 / replicationsR)
  const spread = Math.sqrt(p * (1 - p) * (1 / REPLICATIONS + 1 / replicationsR))
  return 4 * spread + 1 / REPLICATIONS + 1 / replicationsR
}

describe('temporalScan against a brute-force R scan with R Monte Carlo p-values', () => {
  it.each(reference.temporalScan)('$name', (row) => {
    const { cases, births } = row
    const maxWindow = 'maxWindow' in row ? row.maxWindow : undefined
    const result = temporalScan({ cases, births, maxWindow, replications: REPLICATIONS, seed: 7 })

    expect({ start: result.start, end: result.end, observed: result.observed }).toEqual({
      start: row.start,
      end: row.end,
      observed: row.observed,
    })
    expect(referenceError(result.expected, row.expected)).toBeLessThan(TOLERANCE)
    expect(referenceError(result.llr, row.llr)).toBeLessThan(TOLERANCE)
    expect(referenceError(result.relativeRisk, referenceValue(row.relativeRisk))).toBeLessThan(
      TOLERANCE,
    )
    expect(Math.abs(result.pValue - row.pValue)).toBeLessThan(
      monteCarloBound(row.pValue, row.pValueReplications),
    )
  })

  it('covers the cases the scan must get right', () => {
    const names = reference.temporalScan.map((row) => row.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'all-zero series',
        'a single period',
        'single-period windows only (maxWindow 1)',
        'tie between two starts: the earliest wins',
        'large counts',
      ]),
    )
  })
})

describe('temporalScan', () => {
  const cases = [3, 2, 4, 3, 11, 12, 3, 2, 3, 4, 2, 3]
  const births = cases.map(() => 1000)

  it('gives the same result for the same seed', () => {
    expect(temporalScan({ cases, births, seed: 5 })).toEqual(
      temporalScan({ cases, births, seed: 5 }),
    )
  })

  it('uses 999 replications by default: p-values are multiples of 1/1000', () => {
    const { pValue } = temporalScan({
      cases: [3, 4, 6, 2, 5, 4],
      births: births.slice(0, 6),
      seed: 1,
    })
    expect(Math.abs(pValue * 1000 - Math.round(pValue * 1000))).toBeLessThan(1e-9)
    expect(pValue).toBeGreaterThan(0.01)
  })

  it('scans windows up to half the series by default', () => {
    // Four high months in six: the best window would hold all four, but only
    // 3 = 6/2 months fit; of the two 3-month windows, the earlier wins.
    const result = temporalScan({
      cases: [1, 9, 9, 9, 9, 1],
      births: [500, 500, 500, 500, 500, 500],
      seed: 1,
    })
    expect(result).toMatchObject({ start: 1, end: 3, observed: 27 })
    // Allowed the whole series, it takes the four months.
    expect(
      temporalScan({
        cases: [1, 9, 9, 9, 9, 1],
        births: [500, 500, 500, 500, 500, 500],
        maxWindow: 6,
        seed: 1,
      }),
    ).toMatchObject({ start: 1, end: 4, observed: 36 })
  })

  it('weighs each month by its births: the same count is no excess in a month with more births', () => {
    const result = temporalScan({
      cases: [5, 5, 5, 5, 12],
      births: [1000, 1000, 1000, 1000, 2400],
      seed: 1,
    })
    expect(result.llr).toBe(0)
    expect(result.pValue).toBe(1)
  })

  it('handles billions of cases (nothing allocated in proportion to the count)', () => {
    const births = Array.from({ length: 120 }, () => 2e10)
    const cases = births.map(
      (_, month) => 20_000_000 + (month === 50 ? 100_000 : 0) + (month % 7) * 10,
    )
    const result = temporalScan({ cases, births, replications: 99, seed: 1 })
    expect(result).toMatchObject({ start: 50, end: 50, observed: 20_100_010, pValue: 0.01 })
  })

  it('gives uniform p-values when there is no cluster (5% of null series below 0.05)', () => {
    // 200 series of 24 months drawn with one rate: the share of p ≤ 0.05 is
    // binomial(200, ≤ 0.05) if the Monte Carlo test is valid — at most about
    // 0.05 + 3·√(0.05·0.95/200) ≈ 0.096; a scan that ignored births or
    // miscounted the replications would be far off.
    const random = createSeededRandom(31)
    const monthBirths = Array.from({ length: 24 }, (_, month) => 900 + 40 * (month % 7))
    let small = 0
    for (let series = 0; series < 200; series++) {
      const counts = monthBirths.map((b) => samplePoisson(random, b * 0.004))
      if (
        temporalScan({ cases: counts, births: monthBirths, replications: 199, seed: series })
          .pValue <= 0.05
      ) {
        small++
      }
    }
    expect(small / 200).toBeLessThan(0.096)
    expect(small).toBeGreaterThan(0)
  })

  describe('rejects invalid input with a RangeError', () => {
    it.each([
      [{ cases: [], births: [] }, /^cases must be an array of at least 1 values/],
      [{ cases: [1, 2], births: [10] }, /^births must have as many values as cases/],
      [{ cases: [1, -1], births: [10, 10] }, /^cases\[1\] must be a non-negative integer/],
      [{ cases: [1, 1], births: [10, 0] }, /^births\[1\] must be a finite number > 0/],
      [
        { cases: [1, 1], births: [10, 10], maxWindow: 3 },
        /^maxWindow must be an integer from 1 to 2/,
      ],
      [
        { cases: [1, 1], births: [10, 10], maxWindow: 0 },
        /^maxWindow must be an integer from 1 to 2/,
      ],
      [
        { cases: [1, 1], births: [10, 10], replications: 0 },
        /^replications must be an integer from 1 to 1000000/,
      ],
      [{ cases: [1, 1], births: [10, 10], replications: 2.5 }, /^replications must be an integer/],
      [{ cases: [1, 1], births: [10, 10], seed: 0.5 }, /^seed must be a safe integer/],
    ])('%j', (bad, message) => {
      const input = { seed: 1, ...bad }
      expect(() => temporalScan(input)).toThrow(RangeError)
      expect(() => temporalScan(input)).toThrow(message)
    })
  })
})
