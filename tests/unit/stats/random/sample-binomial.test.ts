import { describe, expect, it } from 'vitest'

import { createSeededRandom, sampleBinomial } from '@/lib/stats'

import { moments, Z_BOUND } from './moments'

const DRAWS = 40_000

describe('sampleBinomial', () => {
  // Inversion (n·p < 10), transformed rejection (n·p ≥ 10) and the mirrored p > ½.
  it.each([
    [1, 0.3],
    [12, 0.5],
    [40, 0.1],
    [1000, 0.003],
    [100, 0.1],
    [500, 0.7],
    [75_000, 0.008],
    [2_000_000, 0.45],
  ])('has mean n·p and variance n·p·(1 − p) for n = %s, p = %s', (trials, probability) => {
    const random = createSeededRandom(trials + Math.round(probability * 1000))
    const draws = Array.from({ length: DRAWS }, () => sampleBinomial(random, trials, probability))
    expect(draws.every((draw) => Number.isInteger(draw) && draw >= 0 && draw <= trials)).toBe(true)
    const mean = trials * probability
    const variance = mean * (1 - probability)
    // Fourth central moment of the binomial: σ²(1 + 3(n − 2)pq) → Var(s²) ≈ (μ₄ − σ⁴)/n.
    const fourth = variance * (1 + 3 * (trials - 2) * probability * (1 - probability))
    const sample = moments(draws)
    expect(Math.abs(sample.mean - mean)).toBeLessThan(Z_BOUND * Math.sqrt(variance / DRAWS))
    expect(Math.abs(sample.variance - variance)).toBeLessThan(
      Z_BOUND * Math.sqrt(Math.max(fourth - variance * variance, variance) / DRAWS),
    )
  })

  it('returns the certain outcomes exactly', () => {
    const random = createSeededRandom(3)
    expect(sampleBinomial(random, 0, 0.4)).toBe(0)
    expect(sampleBinomial(random, 25, 0)).toBe(0)
    expect(sampleBinomial(random, 25, 1)).toBe(25)
  })

  it('is reproducible for a seed', () => {
    const run = () => {
      const random = createSeededRandom(8)
      return [sampleBinomial(random, 30, 0.2), sampleBinomial(random, 90_000, 0.3)]
    }
    expect(run()).toEqual(run())
  })

  it.each([
    [-1, 0.5, /^trials must be a non-negative integer/],
    [2.5, 0.5, /^trials must be a non-negative integer/],
    [10, -0.1, /^probability must be a number between 0 and 1/],
    [10, 1.1, /^probability must be a number between 0 and 1/],
    [10, Number.NaN, /^probability must be a number between 0 and 1/],
  ])('rejects trials %s with probability %s', (trials, probability, message) => {
    expect(() => sampleBinomial(createSeededRandom(1), trials, probability)).toThrow(RangeError)
    expect(() => sampleBinomial(createSeededRandom(1), trials, probability)).toThrow(message)
  })
})
