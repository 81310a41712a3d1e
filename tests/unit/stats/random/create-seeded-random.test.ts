import { describe, expect, it } from 'vitest'

import { createSeededRandom } from '@/lib/stats'

import { moments, Z_BOUND } from './moments'

const take = (seed: number, count: number) => {
  const random = createSeededRandom(seed)
  return Array.from({ length: count }, () => random())
}

describe('createSeededRandom', () => {
  it('gives the same sequence for the same seed', () => {
    expect(take(42, 20)).toEqual(take(42, 20))
  })

  it('gives different sequences for neighbouring seeds and for seeds differing only above 32 bits', () => {
    expect(take(1, 5)).not.toEqual(take(2, 5))
    expect(take(7, 5)).not.toEqual(take(7 + 2 ** 32, 5))
    expect(take(-3, 5)).not.toEqual(take(3, 5))
  })

  it('draws from [0, 1) with the moments of the uniform distribution (mean ½, variance 1/12)', () => {
    const draws = take(2024, 100_000)
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...draws)).toBeLessThan(1)
    const { mean, variance } = moments(draws)
    // SE of the mean √(1/12/n); of the variance √((1/80 − 1/144)/n).
    expect(Math.abs(mean - 0.5)).toBeLessThan(Z_BOUND * Math.sqrt(1 / 12 / draws.length))
    expect(Math.abs(variance - 1 / 12)).toBeLessThan(
      Z_BOUND * Math.sqrt((1 / 80 - 1 / 144) / draws.length),
    )
  })

  it('has no visible correlation between successive draws', () => {
    const draws = take(99, 100_001)
    let sum = 0
    for (let index = 1; index < draws.length; index++) {
      sum += (draws[index - 1]! - 0.5) * (draws[index]! - 0.5)
    }
    // Lag-1 autocorrelation of independent uniforms: mean 0, SE 1/√n.
    const correlation = sum / (draws.length - 1) / (1 / 12)
    expect(Math.abs(correlation)).toBeLessThan(Z_BOUND / Math.sqrt(draws.length - 1))
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])(
    'rejects seed %s with a RangeError',
    (seed) => {
      expect(() => createSeededRandom(seed)).toThrow(RangeError)
      expect(() => createSeededRandom(seed)).toThrow(/^seed must be a safe integer/)
    },
  )
})
