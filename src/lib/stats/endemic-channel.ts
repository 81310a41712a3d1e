import { assertValidHistory } from './assert-valid-history'
import { assertValidNumber } from './assert-valid-number'
import { stdtri } from './cephes-ready'
import { quantileType7 } from './quantile-type7'

export type EndemicChannelMethod = 'geometric-mean' | 'quartiles'

export interface EndemicChannelOptions {
  /** 'geometric-mean' (default) or 'quartiles'. */
  method?: EndemicChannelMethod
  /** Confidence level of the geometric-mean band; defaults to 0.95 (ignored by 'quartiles'). */
  confidence?: number
}

/** The expected range of one period, from the history of the same period in previous years. */
export interface EndemicBand {
  lower: number
  center: number
  upper: number
}

/**
 * Endemic channel (Bortman, Rev Panam Salud Publica 1999): for each period
 * of the year (month, semester…), the band a count or rate usually falls in,
 * from the same period in at least 3 previous years. `history[year][period]`.
 * A picture, not a test: the geometric-mean band is the confidence interval
 * of the mean, which a new year leaves far more often than 1 − confidence;
 * `endemicPredictionChannel` gives the band to raise a signal from.
 *
 * - 'geometric-mean': with y = ln(x + 1) over the n years, m = mean(y),
 *   s = sd(y) (n − 1 denominator) and t the Student t quantile at
 *   1 − (1 − confidence)/2 with n − 1 degrees of freedom (cephes' stdtri):
 *   lower = max(0, e^(m − t·s/√n) − 1), center = e^m − 1,
 *   upper = e^(m + t·s/√n) − 1.
 * - 'quartiles': lower, center and upper are the first quartile, the median
 *   and the third quartile, as R's `quantile(x, c(.25, .5, .75), type = 7)`.
 *
 * @example
 * endemicChannel([[2, 5], [4, 3], [3, 8]])
 * // [ { lower: 1.0722090482…, center: 2.9148676412…, upper: 6.3960629897… },
 * //   { lower: 1.1913730336…, center: 5,              upper: 15.4280564957… } ]
 * endemicChannel([[2, 5], [4, 3], [3, 8]], { method: 'quartiles' })
 * // [ { lower: 2.5, center: 3, upper: 3.5 }, { lower: 4, center: 5, upper: 6.5 } ]
 *
 * @throws {RangeError} if there are fewer than 3 years, the years have
 *   different numbers of periods (or none), a value is not a finite number
 *   ≥ 0, the method is unknown, or confidence is not strictly between 0 and 1.
 */
export function endemicChannel(
  history: readonly (readonly number[])[],
  { method = 'geometric-mean', confidence = 0.95 }: EndemicChannelOptions = {},
): EndemicBand[] {
  assertValidHistory(history)
  const periods = history[0]!.length
  if (method !== 'geometric-mean' && method !== 'quartiles') {
    throw new RangeError(
      `method must be 'geometric-mean' or 'quartiles' (received ${String(method)})`,
    )
  }
  assertValidNumber(confidence, 'confidence', 'probability')

  const years = history.length
  const t = stdtri(years - 1, 1 - (1 - confidence) / 2)
  return Array.from({ length: periods }, (_, period) => {
    const values = history.map((year) => year[period]!)
    return method === 'quartiles' ? quartileBand(values) : geometricBand(values, t)
  })
}

function quartileBand(values: number[]): EndemicBand {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    lower: quantileType7(sorted, 0.25),
    center: quantileType7(sorted, 0.5),
    upper: quantileType7(sorted, 0.75),
  }
}

function geometricBand(values: number[], t: number): EndemicBand {
  // log1p and expm1 are ln(x + 1) and e^x − 1 without the rounding near 0.
  const logs = values.map((value) => Math.log1p(value))
  const n = logs.length
  const mean = logs.reduce((sum, y) => sum + y, 0) / n
  const sd = Math.sqrt(logs.reduce((sum, y) => sum + (y - mean) ** 2, 0) / (n - 1))
  const halfWidth = (t * sd) / Math.sqrt(n)
  return {
    lower: Math.max(0, Math.expm1(mean - halfWidth)),
    center: Math.expm1(mean),
    upper: Math.expm1(mean + halfWidth),
  }
}
