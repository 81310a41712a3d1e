import { assertValidNumber } from './assert-valid-number'

/** Fewest previous years an endemic channel is built from. */
export const MINIMUM_HISTORY_YEARS = 3

/**
 * Throws a RangeError unless `history[year][period]` holds at least 3 years,
 * each with the same number (≥ 1) of periods, of finite numbers ≥ 0.
 */
export function assertValidHistory(history: unknown): asserts history is number[][] {
  if (!Array.isArray(history) || history.length < MINIMUM_HISTORY_YEARS) {
    throw new RangeError(`history must hold at least ${MINIMUM_HISTORY_YEARS} years`)
  }
  const periods = (history[0] as unknown[]).length
  history.forEach((year: unknown, yearIndex) => {
    if (!Array.isArray(year) || year.length !== periods || periods === 0) {
      throw new RangeError('every year of history must have the same number of periods, at least 1')
    }
    year.forEach((value, period) =>
      assertValidNumber(value, `history[${yearIndex}][${period}]`, 'nonNegative'),
    )
  })
}
