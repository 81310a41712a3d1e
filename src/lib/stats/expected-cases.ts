import { assertValidNumber } from './assert-valid-number'

export interface ExpectedCasesInput {
  /** Births in the period under surveillance. */
  births: number
  /** Cases seen in the baseline (reference) period. */
  baselineCases: number
  /** Births in the baseline period. */
  baselineBirths: number
}

/**
 * Number of cases expected among `births` if the baseline prevalence still
 * held: births × baselineCases / baselineBirths.
 *
 * @example
 * // 45 cases in 150 000 baseline births (3 per 10 000); 12 000 births now:
 * expectedCases({ births: 12000, baselineCases: 45, baselineBirths: 150000 }) // 3.6
 *
 * @throws {RangeError} if births or baselineBirths is not a finite number > 0,
 *   or baselineCases is not a finite number ≥ 0.
 */
export function expectedCases({
  births,
  baselineCases,
  baselineBirths,
}: ExpectedCasesInput): number {
  assertValidNumber(births, 'births', 'positive')
  assertValidNumber(baselineCases, 'baselineCases', 'nonNegative')
  assertValidNumber(baselineBirths, 'baselineBirths', 'positive')

  return (births * baselineCases) / baselineBirths
}
