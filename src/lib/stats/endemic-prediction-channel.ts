import { assertValidHistory } from './assert-valid-history'
import { assertValidNumber } from './assert-valid-number'
import { stdtri } from './cephes-ready'
import type { EndemicBand } from './endemic-channel'

export interface EndemicPredictionChannelOptions {
  /** Probability that a new year's value falls inside the band when nothing changed; defaults to 0.95. */
  confidence?: number
}

/**
 * Endemic channel with a prediction band: for each period of the year, the
 * range a new year's value falls in with probability `confidence` when it
 * follows the previous years (the t prediction interval for a new
 * observation of a normal sample), on the scale of Bortman's geometric-mean
 * channel. With y = ln(x + 1) over the n ≥ 3 years of `history[year][period]`,
 * m = mean(y), s = sd(y) (n − 1 denominator) and t the Student t quantile at
 * 1 − (1 − confidence)/2 with n − 1 degrees of freedom (cephes' stdtri):
 *
 *   lower = max(0, e^(m − t·s·√(1 + 1/n)) − 1), center = e^m − 1,
 *   upper = e^(m + t·s·√(1 + 1/n)) − 1
 *
 * as R's `predict(lm(log(x + 1) ~ 1), interval = "prediction")`, back-transformed.
 * Compared with `endemicChannel`'s band (s/√n, the uncertainty of the mean
 * only), the spread of a single year is added, so a value above `upper` is a
 * signal at the stated level rather than a routine event.
 *
 * @example
 * endemicPredictionChannel([[2, 5], [4, 3], [3, 8]])
 * // [ { lower: 0.0968570927…, center: 2.9148676412…, upper: 12.9728217556… },
 * //   { lower: 0,              center: 5,              upper: 43.9801733711… } ]
 *
 * @throws {RangeError} on fewer than 3 years, years with different numbers of
 *   periods (or none), a value that is not a finite number ≥ 0, or confidence
 *   not strictly between 0 and 1.
 */
export function endemicPredictionChannel(
  history: readonly (readonly number[])[],
  { confidence = 0.95 }: EndemicPredictionChannelOptions = {},
): EndemicBand[] {
  assertValidHistory(history)
  assertValidNumber(confidence, 'confidence', 'probability')

  const years = history.length
  const t = stdtri(years - 1, 1 - (1 - confidence) / 2)
  return history[0]!.map((_, period) => {
    // log1p and expm1 are ln(x + 1) and e^x − 1 without the rounding near 0.
    const logs = history.map((year) => Math.log1p(year[period]!))
    const mean = logs.reduce((sum, y) => sum + y, 0) / years
    const sd = Math.sqrt(logs.reduce((sum, y) => sum + (y - mean) ** 2, 0) / (years - 1))
    const halfWidth = t * sd * Math.sqrt(1 + 1 / years)
    return {
      lower: Math.max(0, Math.expm1(mean - halfWidth)),
      center: Math.expm1(mean),
      upper: Math.expm1(mean + halfWidth),
    }
  })
}
