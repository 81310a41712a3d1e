/** Case records: codes, anomaly groups, classification, validation and derived counts. */
export { codeInRanges, normaliseCode, parseCodeList } from './codes'
export { definitionFor, groupsOfCase } from './groups'
export { classifyCase } from './classify'
export {
  validateCaseRecords,
  validateCaseRecordsInTurns,
  type CaseValidationContext,
} from './validate'
export { caseIssueCodes, type CaseIssueCode } from './issueCodes'
export { deriveMonthlyCounts, deriveMonthlyCountsInTurns, type DerivedCounts } from './derive'
export * from './model'
