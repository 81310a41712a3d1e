import { forEachInTurns } from '@/lib/concurrency/turns'
import { semesterMonths } from '../submissions/model'
import { codeInRanges, normaliseCode } from './codes'
import type { CaseIssue, CaseRecordInput, CaseRecordSemester, CodeRange } from './model'
import type { CaseIssueCode } from './issueCodes'
import { limits, medianWeightByWeek, weightForAge } from './plausibleRanges'

export interface CaseValidationContext {
  /** Whether a normalised code is in the office's code list. */
  codeExists: (normalised: string) => boolean
  /** Codes possible only in one sex (e.g. hypospadias, Q54, male only). */
  sexSpecific: { male: CodeRange[]; female: CodeRange[] }
  /** The registry's legal limit for a termination, in weeks; null when none is set. */
  topfaWeeksLimit: number | null
  /** The registry's case identifiers stored for other semesters (not the one being replaced). */
  existingCaseIds: Set<string>
}

type Field = NonNullable<CaseIssue['field']>
type Values = Record<string, string | number>

/**
 * Every problem of a semester of case records: errors (the file is refused) and warnings (the
 * member explains them). Codes are keys of the surveillance messages' `caseRecords` namespace.
 */
export function validateCaseRecords(
  semester: CaseRecordSemester,
  context: CaseValidationContext,
): CaseIssue[] {
  const check = caseChecks(semester, context)
  semester.cases.forEach(check.one)
  return check.issues
}

/** validateCaseRecords giving the event loop a turn every thousand cases (a semester has 50,000). */
export async function validateCaseRecordsInTurns(
  semester: CaseRecordSemester,
  context: CaseValidationContext,
): Promise<CaseIssue[]> {
  const check = caseChecks(semester, context)
  await forEachInTurns(semester.cases, check.one)
  return check.issues
}

/** The semester's issues so far, and the check of one case (in order: duplicates look back). */
function caseChecks(semester: CaseRecordSemester, context: CaseValidationContext) {
  const issues: CaseIssue[] = []
  if (semester.cases.length === 0)
    issues.push({ index: null, field: null, code: 'noCases', severity: 'error' })
  const months = semesterMonths(semester.semester)
  const firstIndex = new Map<string, number>()
  const one = (record: CaseRecordInput, index: number) => {
    const add = (
      field: Field,
      code: CaseIssueCode,
      severity: CaseIssue['severity'],
      values?: Values,
    ) => issues.push({ index, field, code, severity, ...(values ? { values } : {}) })
    checkIdentifier(record, index, firstIndex, context, add)
    checkDate(record, semester.year, months, add)
    checkCodes(record, context, add)
    checkMeasurements(record, context, add)
    checkKitElements(record, semester.year, add)
  }
  return { issues, one }
}

type Add = (
  field: Field,
  code: CaseIssueCode,
  severity: CaseIssue['severity'],
  values?: Values,
) => void

function checkIdentifier(
  record: CaseRecordInput,
  index: number,
  firstIndex: Map<string, number>,
  context: CaseValidationContext,
  add: Add,
) {
  const caseId = record.caseId.trim()
  if (!caseId) return add('caseId', 'missingCaseId', 'error')
  const first = firstIndex.get(caseId)
  if (first === undefined) firstIndex.set(caseId, index)
  else add('caseId', 'duplicateCaseId', 'error', { caseId, firstCase: first + 1 })
  if (context.existingCaseIds.has(caseId)) add('caseId', 'caseIdAlreadySent', 'error', { caseId })
}

function checkDate(record: CaseRecordInput, year: number, months: number[], add: Add) {
  if (!months.includes(record.month)) {
    return add('month', 'monthOutsideSemester', 'error', {
      month: record.month,
      first: Math.min(...months),
      last: Math.max(...months),
    })
  }
  if (record.day === null) return
  const daysInMonth = new Date(Date.UTC(year, record.month, 0)).getUTCDate()
  if (!Number.isInteger(record.day) || record.day < 1 || record.day > daysInMonth)
    add('day', 'invalidDay', 'error', { max: daysInMonth })
}

function checkCodes(record: CaseRecordInput, context: CaseValidationContext, add: Add) {
  if (record.codes.every((code) => !code.trim())) return add('codes', 'missingCode', 'error')
  for (const code of record.codes) {
    if (!code.trim()) continue
    const normalised = normaliseCode(code)
    if (!normalised) {
      add('codes', 'invalidCode', 'error', { code })
      continue
    }
    if (!context.codeExists(normalised)) add('codes', 'unknownCode', 'error', { code })
    if (record.sex === 'female' && codeInRanges(normalised, context.sexSpecific.male))
      add('codes', 'maleOnlyCode', 'error', { code })
    if (record.sex === 'male' && codeInRanges(normalised, context.sexSpecific.female))
      add('codes', 'femaleOnlyCode', 'error', { code })
  }
}

function checkMeasurements(record: CaseRecordInput, context: CaseValidationContext, add: Add) {
  const topfa = record.outcome === 'topfa'
  const weeks = topfa ? limits.topfaWeeks : limits.birthWeeks
  const weight = topfa ? limits.topfaWeight : limits.birthWeight
  const weeksValid = inRange(record, 'gestationalWeeks', weeks, 'gestationalWeeksRange', add)
  const weightValid = inRange(record, 'birthWeight', weight, 'birthWeightRange', add)
  inRange(record, 'maternalAge', limits.maternalAge, 'maternalAgeRange', add)
  inRange(record, 'plurality', limits.plurality, 'pluralityRange', add)
  const diagnosisValid = inRange(
    record,
    'diagnosisWeeks',
    { min: 0, max: limits.birthWeeks.max },
    'diagnosisWeeksRange',
    add,
  )
  const gestation = weeksValid ? record.gestationalWeeks : null
  if (gestation !== null && diagnosisValid && record.diagnosisWeeks !== null) {
    if (record.diagnosisWeeks > gestation)
      add('diagnosisWeeks', 'diagnosisAfterEnd', 'error', { weeks: gestation })
  }
  if (gestation !== null && weightValid && record.birthWeight !== null) {
    const median = medianWeightByWeek[gestation]
    if (
      median !== undefined &&
      (record.birthWeight < median * weightForAge.low ||
        record.birthWeight > median * weightForAge.high)
    )
      add('birthWeight', 'weightForGestation', 'warning', { weeks: gestation, median })
  }
  if (
    topfa &&
    gestation !== null &&
    context.topfaWeeksLimit !== null &&
    gestation > context.topfaWeeksLimit
  )
    add('gestationalWeeks', 'topfaOverLimit', 'warning', { limit: context.topfaWeeksLimit })
}

type NumberField =
  'gestationalWeeks' | 'birthWeight' | 'maternalAge' | 'plurality' | 'diagnosisWeeks'

/** Null (not available) passes; anything else must be a whole number within the range. */
function inRange(
  record: CaseRecordInput,
  field: NumberField,
  range: { min: number; max: number },
  code: CaseIssueCode,
  add: Add,
): boolean {
  const value = record[field]
  if (value === null) return true
  if (!Number.isInteger(value)) {
    add(field, 'notWholeNumber', 'error')
    return false
  }
  if (value < range.min || value > range.max) {
    add(field, code, 'error', { min: range.min, max: range.max })
    return false
  }
  return true
}

const kitDates = ['diagnosisDate', 'reportDate', 'completionDate'] as const

/**
 * The WHO kit's elements: a diagnosis status per code, no date before the birth (its day, or the
 * 1st of its month when the day is not known), a completion date only on a complete record.
 */
function checkKitElements(record: CaseRecordInput, year: number, add: Add) {
  const codes = record.codes.filter((code) => code.trim()).length
  const statuses = record.diagnosisStatuses
  if (statuses && statuses.length !== codes)
    add('diagnosisStatuses', 'diagnosisStatusCount', 'error', {
      statuses: statuses.length,
      codes,
    })
  const birth = `${year}-${String(record.month).padStart(2, '0')}-${String(record.day ?? 1).padStart(2, '0')}`
  for (const field of kitDates) {
    const date = record[field]
    if (date && date < birth) add(field, 'dateBeforeBirth', 'error', { birth })
  }
  if (record.completionDate && record.recordStatus && record.recordStatus !== 'complete')
    add('completionDate', 'completionNotComplete', 'warning')
}
