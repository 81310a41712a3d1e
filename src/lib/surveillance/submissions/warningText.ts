import type { SurveillanceT } from '../present/translate'
import type { PlausibilityWarning } from './model'

const KNOWN: readonly string[] = [
  'aboveOwnHistory',
  'aboveNetwork',
  'birthsJump',
  'birthsDrop',
  'anomalyNowBlank',
  'allZeroMonth',
  'allZeroSemester',
  'semesterBelowHistory',
  'semesterAboveHistory',
  'monthWithoutBirths',
  'semesterBlank',
] satisfies PlausibilityWarning['code'][]

const isKnown = (code: string): code is PlausibilityWarning['code'] => KNOWN.includes(code)

/** A plausibility warning as a sentence; an unknown code (from an older version) is shown as is. */
export function warningText(
  t: SurveillanceT,
  warning: { code: string; params: Record<string, string | number> },
): string {
  if (isKnown(warning.code)) return t(`warnings.${warning.code}`, warning.params)
  // A case record's warning, stored as `caseRecords.<code>` with the case's number.
  if (warning.code.startsWith('caseRecords.'))
    return t(warning.code as Parameters<SurveillanceT>[0], warning.params)
  return warning.code
}
