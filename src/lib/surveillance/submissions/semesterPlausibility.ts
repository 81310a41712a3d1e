import { alarmTest } from '@/lib/stats'
import { totalBirths, warningKey, type PlausibilityWarning } from './model'
import type { SubmissionHistory } from './plausibility'
import type { ValidSubmission } from './validateSubmission'

/** Same bar as the monthly checks: outside a 99.9 % Poisson interval, clear outliers only. */
const CONFIDENCE = 0.999
/** A month with no case is implausible when zero had less than a 1 in 1,000 chance. */
const ZERO_CHANCE = 1 - CONFIDENCE

/**
 * Checks of the semester as a whole against the registry's own history (all anomalies
 * together, so a large registry's real gaps show while a small one's quiet months do not):
 * - a month where every anomaly is 0 although the registry's rates make that nearly impossible
 *   (all-zero months of a large registry: usually a grid sent untouched);
 * - the whole semester far below or far above what its own rates give for its births;
 * - a month without births while the semester's other months have them (a month missing).
 */
export function semesterWarnings(
  submission: ValidSubmission,
  history: SubmissionHistory,
): PlausibilityWarning[] {
  const warnings: PlausibilityWarning[] = []
  const monthLabel = (month: number) => `${submission.year}-${String(month).padStart(2, '0')}`
  const rate = (malformation: number) => {
    const past = history.own.get(malformation)
    return past && past.births > 0 ? past.cases / past.births : null
  }
  let observed = 0
  let expected = 0
  const zeroMonths: number[] = []
  for (const row of submission.births) {
    const births = totalBirths(row)
    if (births === null || births === 0) continue
    const cases = submission.cases.filter((one) => one.month === row.month)
    if (cases.length === 0 || cases.some((one) => one.cases === null)) continue
    const monthExpected = cases.reduce(
      (sum, one) => sum + births * (rate(one.malformation) ?? 0),
      0,
    )
    const monthObserved = cases.reduce((sum, one) => sum + one.cases!, 0)
    observed += monthObserved
    expected += monthExpected
    if (monthObserved === 0 && Math.exp(-monthExpected) < ZERO_CHANCE) zeroMonths.push(row.month)
  }
  const knownMonths = submission.births.filter((row) => totalBirths(row) !== null).length
  if (zeroMonths.length > 0 && zeroMonths.length === knownMonths)
    warnings.push({
      code: 'allZeroSemester',
      params: { expected: Number(expected.toFixed(1)) },
      key: warningKey('allZeroSemester'),
    })
  else
    for (const month of zeroMonths)
      warnings.push({
        code: 'allZeroMonth',
        params: { month: monthLabel(month) },
        key: warningKey('allZeroMonth', undefined, month),
      })
  if (expected > 0 && zeroMonths.length < knownMonths) {
    const { direction } = alarmTest({ observed, expected, confidence: CONFIDENCE })
    if (direction)
      warnings.push({
        code: direction === 'excess' ? 'semesterAboveHistory' : 'semesterBelowHistory',
        params: { cases: observed, expected: Number(expected.toFixed(1)) },
        key: warningKey(direction === 'excess' ? 'semesterAboveHistory' : 'semesterBelowHistory'),
      })
  }
  if (knownMonths > 0)
    for (const row of submission.births)
      if (totalBirths(row) === null && (history.monthlyBirths ?? 0) > 0)
        warnings.push({
          code: 'monthWithoutBirths',
          params: { month: monthLabel(row.month) },
          key: warningKey('monthWithoutBirths', undefined, row.month),
        })
  return warnings
}
