import { assertValidNumber } from './assert-valid-number'
import { assertValidSeries } from './assert-valid-series'
import { stdtr } from './cephes-ready'

/**
 * One-sided p-value of a new year's value against the previous years of one
 * period, on the scale of `endemicPredictionChannel`: with y = ln(x + 1) over
 * the n ≥ 3 past values, m = mean(y), s = sd(y) and
 * t = (ln(value + 1) − m) / (s·√(1 + 1/n)), p = P(T ≥ t) for Student's T with
 * n − 1 degrees of freedom (cephes' stdtr), so that p < 1 − confidence exactly
 * when the value lies above that channel's upper limit. With s = 0 (every past
 * value equal, e.g. no case in any past year) the interval has no width and
 * the test says nothing: NaN (not tested), as a single case above a history
 * of zeros is no evidence of an epidemic.
 *
 * @example
 * endemicPredictionPValue([2, 4, 3], 12.9728217556) // 0.025 (the 95% channel's upper limit)
 *
 * @throws {RangeError} on fewer than 3 past values or a value that is not a finite number ≥ 0.
 */
export function endemicPredictionPValue(
  history: readonly number[],
  value: number,
  {
    minimumSd = 0,
  }: {
    /** Least spread of the log-scale history, e.g. what Poisson counts alone give: s = max(s, minimumSd). */
    minimumSd?: number
  } = {},
): number {
  assertValidSeries(history, 'history', 'nonNegative', { minimumLength: 3 })
  assertValidNumber(value, 'value', 'nonNegative')
  const years = history.length
  const logs = history.map((x) => Math.log1p(x))
  const mean = logs.reduce((sum, y) => sum + y, 0) / years
  const sd = Math.max(
    minimumSd,
    Math.sqrt(logs.reduce((sum, y) => sum + (y - mean) ** 2, 0) / (years - 1)),
  )
  const distance = Math.log1p(value) - mean
  if (sd <= 1e-12 * Math.max(1, Math.abs(mean))) return Number.NaN
  return stdtr(years - 1, -distance / (sd * Math.sqrt(1 + 1 / years)))
}
