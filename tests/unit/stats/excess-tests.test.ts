import { describe, expect, it } from 'vitest'
import {
  endemicPredictionChannel,
  endemicPredictionPValue,
  excessPValue,
  temporalScan,
} from '@/lib/stats'

const relative = (value: number, reference: number) => Math.abs(value / reference - 1)

describe('excessPValue', () => {
  it('equals R binom.test(observed, observed + baseline, share, "greater")', () => {
    // Values from R 4: binom.test(x, x + b, p, alternative = "greater")$p.value.
    const cases: [number, number, number, number][] = [
      [0, 10, 0.5, 1],
      [4, 20, 0.2, 0.73613777276965853],
      [12, 40, 0.1, 0.0045373437628521869],
      [33, 60, 6000 / 66000, 2.7436323342565984e-12],
      [1, 0, 6000 / 66000, 0.090909090909090898],
    ]
    for (const [observed, baselineCases, share, reference] of cases)
      expect(relative(excessPValue({ observed, baselineCases, share }), reference)).toBeLessThan(
        1e-9,
      )
  })

  it('rejects counts that are not counts and shares outside 0–1', () => {
    expect(() => excessPValue({ observed: 1.5, baselineCases: 0, share: 0.5 })).toThrow(RangeError)
    expect(() => excessPValue({ observed: 1, baselineCases: -1, share: 0.5 })).toThrow(RangeError)
    expect(() => excessPValue({ observed: 1, baselineCases: 0, share: 1.5 })).toThrow(RangeError)
  })
})

describe('endemicPredictionPValue', () => {
  it('equals the t tail of R lm(log(x + 1) ~ 1)', () => {
    // R: pt((log1p(v) - m) / (s * sqrt(1 + 1/3)), 2, lower.tail = FALSE), with m and s of log1p(c(2, 4, 3)).
    const references: [number, number][] = [
      [5, 0.14279201950952986],
      [9, 0.043346486284093183],
      [0.5, 0.95834239167607649],
    ]
    for (const [value, reference] of references)
      expect(relative(endemicPredictionPValue([2, 4, 3], value), reference)).toBeLessThan(1e-9)
  })

  it('is 1 − confidence at the prediction channel’s upper limit, so above it means p < 0.025', () => {
    const [band] = endemicPredictionChannel([[2], [4], [3]])
    expect(endemicPredictionPValue([2, 4, 3], band!.upper)).toBeCloseTo(0.025, 12)
  })

  it('with equal past values (an interval without width) tests nothing: NaN', () => {
    expect(endemicPredictionPValue([10, 10, 10], 10)).toBeNaN()
    expect(endemicPredictionPValue([0, 0, 0, 0, 0], 4.4)).toBeNaN()
  })
})

describe('temporalScan segments', () => {
  // Two high months on either side of a gap: joined, they would be the cluster.
  const cases = [2, 2, 2, 9, 8, 2, 2, 2]
  const births = Array(8).fill(1000)

  it('never puts a window across two stretches', () => {
    const joined = temporalScan({ cases, births, seed: 1, replications: 99 })
    expect([joined.start, joined.end]).toEqual([3, 4])
    const split = temporalScan({
      cases,
      births,
      seed: 1,
      replications: 99,
      segments: [0, 0, 0, 0, 1, 1, 1, 1],
    })
    expect([split.start, split.end]).toEqual([3, 3])
    expect(split.observed).toBe(9)
  })

  it('rejects segments that decrease or have another length', () => {
    expect(() =>
      temporalScan({ cases, births, seed: 1, segments: [0, 1, 0, 1, 1, 1, 1, 1] }),
    ).toThrow(RangeError)
    expect(() => temporalScan({ cases, births, seed: 1, segments: [0] })).toThrow(RangeError)
  })
})
