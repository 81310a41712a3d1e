import { describe, expect, it } from 'vitest'

import { endemicChannel, endemicPredictionChannel } from '@/lib/stats'

import reference from '../fixtures/signal-reference.json'
import { referenceError } from './reference-value'

const TOLERANCE = 1e-9

describe('endemicPredictionChannel against R (predict.lm, interval = "prediction")', () => {
  it.each(reference.endemicPredictionChannel)(
    '$name at $confidence',
    ({ history, confidence, lower, center, upper }) => {
      const bands = endemicPredictionChannel(history, { confidence })
      expect(bands).toHaveLength(history[0]!.length)
      bands.forEach((band, period) => {
        expect(referenceError(band.lower, lower[period]!)).toBeLessThan(TOLERANCE)
        expect(referenceError(band.center, center[period]!)).toBeLessThan(TOLERANCE)
        expect(referenceError(band.upper, upper[period]!)).toBeLessThan(TOLERANCE)
      })
    },
  )
})

describe('endemicPredictionChannel', () => {
  const history = [
    [2, 5],
    [4, 3],
    [3, 8],
    [6, 4],
  ]

  it('uses 95% by default', () => {
    expect(endemicPredictionChannel(history)).toEqual(
      endemicPredictionChannel(history, { confidence: 0.95 }),
    )
  })

  it('has the centre of the geometric-mean channel and a band wider by √(n + 1)', () => {
    const mean = endemicChannel(history)
    const prediction = endemicPredictionChannel(history)
    prediction.forEach((band, period) => {
      expect(band.center).toBe(mean[period]!.center)
      // On the log scale the half-widths are t·s/√n and t·s·√(1 + 1/n).
      const meanHalf = Math.log1p(mean[period]!.upper) - Math.log1p(mean[period]!.center)
      const predictionHalf = Math.log1p(band.upper) - Math.log1p(band.center)
      expect(referenceError(predictionHalf / meanHalf, Math.sqrt(history.length + 1))).toBeLessThan(
        1e-12,
      )
    })
  })

  it('rejects the same bad input as the endemic channel', () => {
    expect(() => endemicPredictionChannel([[1], [2]])).toThrow(
      /^history must hold at least 3 years/,
    )
    expect(() => endemicPredictionChannel([[1, 2], [2], [3, 4]])).toThrow(/same number of periods/)
    expect(() => endemicPredictionChannel([[1], [-2], [3]])).toThrow(
      /^history\[1\]\[0\] must be a finite number ≥ 0/,
    )
    expect(() => endemicPredictionChannel(history, { confidence: 0 })).toThrow(
      /^confidence must be a number strictly between 0 and 1/,
    )
  })
})
