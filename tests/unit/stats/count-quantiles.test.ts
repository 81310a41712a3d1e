import { describe, expect, it } from 'vitest'

import { negativeBinomialAtLeast, negativeBinomialQuantile } from '@/lib/stats/negative-binomial'
import { poissonAtLeast, poissonQuantile } from '@/lib/stats/poisson-distribution'

import reference from '../fixtures/farrington-reference.json'
import skewed from '../fixtures/skewed-quantile-reference.json'
import { referenceError } from './reference-value'

// The quantiles and tails of farringtonFlexible's 'nbPlugin' and 'muan'
// thresholds: a negative binomial of mean μ and variance φμ, Poisson at φ = 1.
describe('count quantiles and upper tails against R (qnbinom, pnbinom, qpois, ppois)', () => {
  it.each(reference.countQuantiles)(
    'μ $mu, φ $phi, p $p',
    ({ mu, phi, p, quantile, y, atLeast }) => {
      const size = mu / (phi - 1)
      const prob = 1 / phi
      const q = phi > 1 ? negativeBinomialQuantile(p, size, prob) : poissonQuantile(p, mu)
      expect(q).toBe(quantile)
      y.forEach((count, i) => {
        const tail =
          phi > 1 ? negativeBinomialAtLeast(count, size, prob) : poissonAtLeast(count, mu)
        expect(referenceError(tail, atLeast[i]!)).toBeLessThan(1e-9)
      })
    },
  )
})

// Quantiles far from the normal approximation the search starts from (most mass at 0 under a
// large dispersion): the same values as R, found without stepping one integer at a
// time (scripts/stats/generate-skewed-quantile-reference.R).
describe('negative binomial quantiles far from their normal approximation, against R (qnbinom)', () => {
  it.each(skewed.cases)('μ $mu, φ $phi, p $p', ({ mu, phi, p, quantile }) => {
    expect(negativeBinomialQuantile(p, mu / (phi - 1), 1 / phi)).toBe(quantile)
  })
})
