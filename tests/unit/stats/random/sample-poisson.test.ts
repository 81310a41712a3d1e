import { describe, expect, it } from 'vitest'

import { createSeededRandom, samplePoisson } from '@/lib/stats'

import { moments, Z_BOUND } from './moments'

const DRAWS = 40_000

describe('samplePoisson', () => {
  // Both algorithms (inversion below 10, transformed rejection from 10) and
  // the boundary between them.
  it.each([0.05, 0.7, 3.2, 9.99, 10, 15.5, 37.5, 210, 2500.5, 1e6])(
    'has mean and variance equal to the mean %s',
    (mean) => {
      const random = createSeededRandom(Math.round(mean * 1000))
      const draws = Array.from({ length: DRAWS }, () => samplePoisson(random, mean))
      const sample = moments(draws)
      expect(draws.every((draw) => Number.isInteger(draw) && draw >= 0)).toBe(true)
      // Poisson: variance λ, fourth central moment λ(1 + 3λ) → Var(s²) ≈ (λ + 2λ²)/n.
      expect(Math.abs(sample.mean - mean)).toBeLessThan(Z_BOUND * Math.sqrt(mean / DRAWS))
      expect(Math.abs(sample.variance - mean)).toBeLessThan(
        Z_BOUND * Math.sqrt((mean + 2 * mean * mean) / DRAWS),
      )
    },
  )

  it('puts the right mass on single values, not only the right moments', () => {
    // P(X = 0) = e^−3.2 and P(X = 20) = e^−20 · 20^20 / 20! (≈ 0.0888).
    const random = createSeededRandom(5)
    const small = Array.from({ length: DRAWS }, () => samplePoisson(random, 3.2))
    const large = Array.from({ length: DRAWS }, () => samplePoisson(random, 20))
    const pZero = Math.exp(-3.2)
    let logFactorial20 = 0
    for (let k = 2; k <= 20; k++) logFactorial20 += Math.log(k)
    const pTwenty = Math.exp(-20 + 20 * Math.log(20) - logFactorial20)
    const share = (draws: number[], value: number) =>
      draws.filter((draw) => draw === value).length / DRAWS
    const bound = (p: number) => Z_BOUND * Math.sqrt((p * (1 - p)) / DRAWS)
    expect(Math.abs(share(small, 0) - pZero)).toBeLessThan(bound(pZero))
    expect(Math.abs(share(large, 20) - pTwenty)).toBeLessThan(bound(pTwenty))
  })

  it('is reproducible for a seed and returns 0 for a mean of 0', () => {
    const run = () => {
      const random = createSeededRandom(11)
      return [3.2, 50, 0, 7000].map((mean) => samplePoisson(random, mean))
    }
    expect(run()).toEqual(run())
    expect(run()[2]).toBe(0)
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects mean %s', (mean) => {
    expect(() => samplePoisson(createSeededRandom(1), mean)).toThrow(RangeError)
    expect(() => samplePoisson(createSeededRandom(1), mean)).toThrow(
      /^mean must be a finite number ≥ 0/,
    )
  })
})
