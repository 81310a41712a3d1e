import type { CaseIssue } from '../caseRecords/model'
import type { SurveillanceT } from './translate'

/** Where a case issue belongs as the JSON body names it: `cases[3].codes`, `births`, `cases`. */
export function caseIssueField(issue: Pick<CaseIssue, 'index' | 'field'>): string {
  if (issue.index === null) return issue.field ?? 'cases'
  return issue.field ? `cases[${issue.index}].${issue.field}` : `cases[${issue.index}]`
}

/** A case issue as a sentence in the caller's language (the `caseRecords` messages). */
export const caseIssueText = (t: SurveillanceT, issue: CaseIssue): string =>
  t(`caseRecords.${issue.code}` as Parameters<SurveillanceT>[0], issue.values)
