import { alarmTest } from '@/lib/stats'
import { totalBirths, warningKey, type PlausibilityWarning } from './model'
import { semesterWarnings } from './semesterPlausibility'
import type { ValidSubmission } from './validateSubmission'

/** Accepted numbers of earlier semesters the checks compare with; only months where both are known. */
export interface SubmissionHistory {
  /** The registry's own cases and births per malformation number. */
  own: Map<number, { cases: number; births: number }>
  /** The whole network's cases and births per malformation number. */
  network: Map<number, { cases: number; births: number }>
  /** The registry's mean births per month; null without history. */
  monthlyBirths: number | null
  /** Malformations the registry reported a figure for (0 included) before. */
  reported: Set<number>
}

/** Far above: outside a 99.9% Poisson interval, so only clear outliers reach the office. */
export const PLAUSIBILITY_CONFIDENCE = 0.999
/** A month's births above 1.5× or below half the usual is worth a look. */
export const BIRTHS_JUMP = 1.5
export const BIRTHS_DROP = 0.5

/**
 * Checks that never block a submission but tell the office where to look:
 * a month's cases far above the registry's own history or the network's rate,
 * births far from the registry's usual month, and a malformation left blank
 * for the whole semester that the registry reported before; and the semester as a whole
 * against the registry's own rates (semesterPlausibility.ts).
 */
export function plausibilityWarnings(
  submission: ValidSubmission,
  history: SubmissionHistory,
  malformationName: (number: number) => string,
): PlausibilityWarning[] {
  const warnings: PlausibilityWarning[] = []
  const monthLabel = (month: number) => `${submission.year}-${String(month).padStart(2, '0')}`
  const birthsOf = new Map(submission.births.map((row) => [row.month, totalBirths(row)]))

  for (const row of submission.births) {
    const births = totalBirths(row)
    const usual = history.monthlyBirths
    if (births === null || usual === null || usual < 1) continue
    const code =
      births > usual * BIRTHS_JUMP
        ? 'birthsJump'
        : births < usual * BIRTHS_DROP
          ? 'birthsDrop'
          : null
    if (code)
      warnings.push({
        code,
        params: { month: monthLabel(row.month), births, usual: Math.round(usual) },
        key: warningKey(code, undefined, row.month),
      })
  }

  for (const row of submission.cases) {
    const births = birthsOf.get(row.month)
    if (row.cases === null || births === null || births === undefined || births === 0) continue
    for (const [code, source] of [
      ['aboveOwnHistory', history.own],
      ['aboveNetwork', history.network],
    ] as const) {
      const past = source.get(row.malformation)
      if (!past || past.births === 0 || past.cases === 0) continue
      const expected = (births * past.cases) / past.births
      const test = alarmTest({ observed: row.cases, expected, confidence: PLAUSIBILITY_CONFIDENCE })
      if (test.direction === 'excess')
        warnings.push({
          code,
          params: {
            malformation: malformationName(row.malformation),
            month: monthLabel(row.month),
            cases: row.cases,
            expected: Number(expected.toFixed(1)),
          },
          key: warningKey(code, row.malformation, row.month),
        })
    }
  }

  const reportedNow = new Set(
    submission.cases.filter((row) => row.cases !== null).map((row) => row.malformation),
  )
  // Nothing typed yet (a new grid): one line for the semester, not one per anomaly.
  const untouched =
    reportedNow.size === 0 && submission.births.every((row) => totalBirths(row) === null)
  if (untouched && history.reported.size > 0) {
    warnings.push({ code: 'semesterBlank', params: {}, key: warningKey('semesterBlank') })
    return warnings
  }
  for (const number of [...history.reported].sort((a, b) => a - b)) {
    const present = submission.cases.some((row) => row.malformation === number)
    if (present && !reportedNow.has(number))
      warnings.push({
        code: 'anomalyNowBlank',
        params: { malformation: malformationName(number) },
        key: warningKey('anomalyNowBlank', number),
      })
  }
  // A month already flagged above the history explains the semester above it: one warning, not two.
  const monthAbove = warnings.some((warning) => warning.code === 'aboveOwnHistory')
  const semester = semesterWarnings(submission, history).filter(
    (warning) => !(monthAbove && warning.code === 'semesterAboveHistory'),
  )
  return [...warnings, ...semester]
}
