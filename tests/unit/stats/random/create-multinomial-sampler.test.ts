import { describe, expect, it } from 'vitest'

import { createMultinomialSampler, createSeededRandom } from '@/lib/stats'

import { Z_BOUND } from './moments'

describe('createMultinomialSampler', () => {
  const weights = [1200, 0, 1100, 1300, 400]
  const total = weights.reduce((sum, weight) => sum + weight, 0)

  it('always spreads exactly the total, never into a category of weight 0', () => {
    const draw = createMultinomialSampler(weights)
    const random = createSeededRandom(4)
    for (const items of [0, 1, 19, 20, 36, 5000]) {
      const counts = draw(random, items)
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(items)
      expect(counts[1]).toBe(0)
    }
  })

  // 12 items in 5 categories are placed one by one, 60 by sequential binomials.
  it.each([12, 60])('gives each category total × weight share on average (%s items)', (items) => {
    const draw = createMultinomialSampler(weights)
    const random = createSeededRandom(items)
    const replications = 20_000
    const sums = weights.map(() => 0)
    const into = weights.map(() => 0)
    for (let replication = 0; replication < replications; replication++) {
      draw(random, items, into).forEach((count, index) => (sums[index]! += count))
    }
    weights.forEach((weight, index) => {
      const share = weight / total
      const standardError = Math.sqrt((items * share * (1 - share)) / replications)
      expect(Math.abs(sums[index]! / replications - items * share)).toBeLessThanOrEqual(
        Z_BOUND * standardError,
      )
    })
  })

  it.each([12, 300])(
    'fills and returns the array it is given, and is reproducible for a seed (%s items)',
    (items) => {
      const draw = createMultinomialSampler(weights)
      const into = [9, 9, 9, 9, 9]
      expect(draw(createSeededRandom(1), items, into)).toBe(into)
      expect(into).toEqual(draw(createSeededRandom(1), items))
    },
  )

  it.each([7, 70])(
    'never places an item in a zero-weight category at either end (%s items)',
    (items) => {
      const draw = createMultinomialSampler([0, 3, 0, 1, 0])
      const random = createSeededRandom(3)
      for (let replication = 0; replication < 200; replication++) {
        const [first, , middle, , last] = draw(random, items)
        expect([first, middle, last]).toEqual([0, 0, 0])
      }
    },
  )

  it('rejects negative weights, all-zero weights and a fractional total', () => {
    expect(() => createMultinomialSampler([1, -1])).toThrow(
      /^weights\[1\] must be a finite number ≥ 0/,
    )
    expect(() => createMultinomialSampler([0, 0])).toThrow(/^weights must include a value > 0/)
    expect(() => createMultinomialSampler([])).toThrow(RangeError)
    expect(() => createMultinomialSampler([1, 2])(createSeededRandom(1), 2.5)).toThrow(
      /^total must be a non-negative integer/,
    )
  })
})
