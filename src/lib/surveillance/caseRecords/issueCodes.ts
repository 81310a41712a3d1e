/** Every message key `validateCaseRecords` can give (the `caseRecords` messages). */
export const caseIssueCodes = [
  'noCases',
  'missingCaseId',
  'duplicateCaseId',
  'caseIdAlreadySent',
  'monthOutsideSemester',
  'invalidDay',
  'missingCode',
  'invalidCode',
  'unknownCode',
  'maleOnlyCode',
  'femaleOnlyCode',
  'notWholeNumber',
  'gestationalWeeksRange',
  'birthWeightRange',
  'maternalAgeRange',
  'pluralityRange',
  'diagnosisWeeksRange',
  'diagnosisAfterEnd',
  'weightForGestation',
  'topfaOverLimit',
] as const
export type CaseIssueCode = (typeof caseIssueCodes)[number]
