import { assertValidNumber } from './assert-valid-number'

/**
 * Prevalence per 10 000 births: cases / births × 10 000, the unit in which
 * congenital-anomaly prevalence is usually reported.
 *
 * `cases` may be fractional so that expected counts can be expressed the same way.
 *
 * @example
 * ratePer10000(45, 150000) // 3
 * ratePer10000(7, 12000)   // 5.833333333333333
 *
 * @throws {RangeError} if cases is not a finite number ≥ 0 or births is not a
 *   finite number > 0.
 */
export function ratePer10000(cases: number, births: number): number {
  assertValidNumber(cases, 'cases', 'nonNegative')
  assertValidNumber(births, 'births', 'positive')

  return (cases / births) * 10_000
}
