import { assertValidNumber } from './assert-valid-number'
import { poissonExactInterval, type PoissonInterval } from './poisson-exact-interval'

export interface AlarmTestInput {
  /** Cases observed in the period. */
  observed: number
  /** Cases expected in the period, e.g. from expectedCases(). */
  expected: number
  /** Confidence level of the interval; defaults to 0.95. */
  confidence?: number
}

export type AlarmDirection = 'excess' | 'deficit'

export interface AlarmTestResult extends PoissonInterval {
  alarm: boolean
  /**
   * 'excess': more cases than expected (expected < lower).
   * 'deficit': fewer cases than expected (expected > upper), which in a
   * registry often points to under-ascertainment rather than a true drop.
   * null when there is no alarm.
   */
  direction: AlarmDirection | null
}

/**
 * Compares an observed count with the expected one: raises an alarm when the
 * exact Poisson confidence interval of the observed count (see
 * poissonExactInterval) does not contain the expected count.
 *
 * @example
 * // 12 cases where 3.6 were expected: 95% interval 6.2006..20.9616 → excess
 * alarmTest({ observed: 12, expected: 3.6 })
 * // { lower: 6.2005751087…, upper: 20.9615850481…, alarm: true, direction: 'excess' }
 *
 * // No case where 5 were expected: interval 0..3.6889 → deficit
 * alarmTest({ observed: 0, expected: 5 })
 * // { lower: 0, upper: 3.6888794541…, alarm: true, direction: 'deficit' }
 *
 * // 4 cases where 3.6 were expected: interval 1.0899..10.2416 → no alarm
 * alarmTest({ observed: 4, expected: 3.6 })
 * // { lower: 1.0898653736…, upper: 10.2415886754…, alarm: false, direction: null }
 *
 * @throws {RangeError} if observed is not a non-negative integer, expected is
 *   not a finite number ≥ 0, or confidence is not strictly between 0 and 1.
 */
export function alarmTest({
  observed,
  expected,
  confidence = 0.95,
}: AlarmTestInput): AlarmTestResult {
  const { lower, upper } = poissonExactInterval(observed, confidence)
  assertValidNumber(expected, 'expected', 'nonNegative')

  const direction: AlarmDirection | null =
    expected < lower ? 'excess' : expected > upper ? 'deficit' : null
  return { lower, upper, alarm: direction !== null, direction }
}
