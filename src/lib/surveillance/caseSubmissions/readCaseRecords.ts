import { forEachInTurns } from '@/lib/concurrency/turns'
import type { FieldIssue } from '../input/issues'
import { readCount } from '../input/readCount'
import {
  caseOutcomes,
  caseSexes,
  clinicalPresentations,
  diagnosisStatuses,
  prenatalDiagnoses,
  recordStatuses,
  type CaseRecordInput,
  type DiagnosisStatus,
} from '../caseRecords/model'
import { hasControlCharacter } from '@/lib/controlCharacters'

/** Far above a national registry's semester; guards the server against huge bodies. */
export const MAX_CASE_RECORDS = 60_000
export const MAX_CASE_ID_LENGTH = 64
export const MAX_DESCRIPTION_LENGTH = 500
export const MAX_CODES_PER_CASE = 30

/**
 * The cases of a case-record submission as they arrive (JSON or a file read into the same
 * shape), read into typed records: types, choices and required values only. Whether codes
 * exist, identifiers are given and unique, values are plausible and months fall in the semester
 * is the domain validation's (validateCaseRecords). Fields are named as in the JSON body (`cases[3].outcome`).
 */
export async function readCaseRecords(
  raw: unknown,
): Promise<{ cases: CaseRecordInput[]; issues: FieldIssue[] }> {
  const issues: FieldIssue[] = []
  const cases: CaseRecordInput[] = []
  // A turn for the event loop every thousand cases: a national semester has 50,000.
  await forEachInTurns(caseList(raw, issues), (item, index) => readCase(item, index, cases, issues))
  return { cases, issues }
}

/** The cases to read: none when the list is missing, not a list or too long (with its issue). */
function caseList(raw: unknown, issues: FieldIssue[]): unknown[] {
  if (raw === undefined || raw === null) return []
  if (!Array.isArray(raw)) {
    issues.push({ field: 'cases', code: 'notAList' })
    return []
  }
  if (raw.length > MAX_CASE_RECORDS) {
    issues.push({ field: 'cases', code: 'tooManyRows', params: { max: MAX_CASE_RECORDS } })
    return []
  }
  return raw
}

function readCase(item: unknown, index: number, cases: CaseRecordInput[], issues: FieldIssue[]) {
  const at = `cases[${index}]`
  const row = item && typeof item === 'object' && !Array.isArray(item) ? item : null
  if (!row) {
    issues.push({ field: at, code: 'notAList' })
    return
  }
  const field = (name: string) => `${at}.${name}`
  const read = new RowReader(row as Record<string, unknown>, field, issues)
  const codes = read.codes('codes')
  const statuses = read.statuses('diagnosisStatuses')
  cases.push({
    caseId: read.text('caseId', MAX_CASE_ID_LENGTH, { identifier: true }) ?? '',
    month: read.month('month'),
    day: read.count('day'),
    outcome: read.choice('outcome', caseOutcomes, true) ?? 'live-birth',
    sex: read.choice('sex', caseSexes),
    plurality: read.count('plurality'),
    gestationalWeeks: read.count('gestationalWeeks'),
    birthWeight: read.count('birthWeight'),
    prenatalDiagnosis: read.choice('prenatalDiagnosis', prenatalDiagnoses),
    diagnosisWeeks: read.count('diagnosisWeeks'),
    maternalAge: read.count('maternalAge'),
    codes,
    syndrome: read.flag('syndrome'),
    description: read.text('description', MAX_DESCRIPTION_LENGTH),
    // The WHO kit's elements: absent from older files and bodies, then missing (null).
    recordStatus: read.choice('recordStatus', recordStatuses),
    // One status for a case of several codes is the status of each.
    diagnosisStatuses:
      statuses?.length === 1 && codes.length > 1 ? codes.map(() => statuses[0]!) : statuses,
    clinicalPresentation: read.choice('clinicalPresentation', clinicalPresentations),
    diagnosisDate: read.date('diagnosisDate'),
    reportDate: read.date('reportDate'),
    completionDate: read.date('completionDate'),
    diagnosisCorrected: read.optionalFlag('diagnosisCorrected'),
  })
}

/** A calendar day written 'YYYY-MM-DD' that exists. */
export function isCalendarDate(text: string): boolean {
  const found = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!found) return false
  const [year, month, day] = [Number(found[1]), Number(found[2]), Number(found[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  )
}

/**
 * SQLite ends stored text at a NUL and PostgreSQL refuses it: the records are written in
 * batches beside Payload (caseRecordRows.ts), so its check of every write (hooks/refuseNul.ts)
 * never sees them.
 */
const hasNul = (text: string) => text.includes('\0')

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** Reads one case's values, adding an issue for each that cannot be read. */
class RowReader {
  constructor(
    private readonly row: Record<string, unknown>,
    private readonly field: (name: string) => string,
    private readonly issues: FieldIssue[],
  ) {}

  private missing(name: string, required: boolean): boolean {
    if (!isBlank(this.row[name])) return false
    if (required) this.issues.push({ field: this.field(name), code: 'required' })
    return true
  }

  text(name: string, max: number, { required = false, identifier = false } = {}): string | null {
    if (this.missing(name, required)) return null
    const value = this.row[name]
    if (typeof value !== 'string' && typeof value !== 'number') {
      this.issues.push({ field: this.field(name), code: 'notText' })
      return null
    }
    const text = String(value).trim()
    if (text.length > max) {
      this.issues.push({ field: this.field(name), code: 'tooLong', params: { max } })
      return null
    }
    if (identifier ? hasControlCharacter(text) : hasNul(text)) {
      const code = identifier ? 'controlCharacter' : 'nulCharacter'
      this.issues.push({ field: this.field(name), code })
      return null
    }
    return text
  }

  count(name: string): number | null {
    const reading = readCount(this.row[name])
    if (reading.kind === 'invalid') {
      this.issues.push({ field: this.field(name), code: reading.code })
      return null
    }
    return reading.kind === 'count' ? reading.value : null
  }

  /** Required; whether it falls in the semester is the domain validation's. */
  month(name: string): number {
    if (this.missing(name, true)) return 0
    return this.count(name) ?? 0
  }

  choice<T extends string>(name: string, options: readonly T[], required = false): T | null {
    if (this.missing(name, required)) return null
    const value = this.row[name]
    const found = options.find((option) => option === String(value).trim())
    if (!found)
      this.issues.push({
        field: this.field(name),
        code: 'invalidChoice',
        params: { options: options.join(', ') },
      })
    return found ?? null
  }

  flag(name: string): boolean {
    const value = this.row[name]
    if (isBlank(value) || value === false) return false
    if (value === true) return true
    this.issues.push({
      field: this.field(name),
      code: 'invalidChoice',
      params: { options: 'true, false' },
    })
    return false
  }

  /** A day as 'YYYY-MM-DD' (a spreadsheet's date cell arrives as a Date); blank is null. */
  date(name: string): string | null {
    if (this.missing(name, false)) return null
    const value = this.row[name]
    const text =
      value instanceof Date && !Number.isNaN(value.getTime())
        ? value.toISOString().slice(0, 10)
        : String(value).trim()
    if (isCalendarDate(text)) return text
    this.issues.push({ field: this.field(name), code: 'invalidDate' })
    return null
  }

  /** true, false, or null when blank (not sent: missing, never false). */
  optionalFlag(name: string): boolean | null {
    if (this.missing(name, false)) return null
    return this.flag(name)
  }

  /**
   * The diagnosis status of each code, in the order of the codes: a list, or one status for
   * every code. Whether there are as many as codes is the domain validation's.
   */
  statuses(name: string): DiagnosisStatus[] | null {
    if (this.missing(name, false)) return null
    const value = this.row[name]
    const list = Array.isArray(value) ? value : [value]
    const found = list.map((item) =>
      diagnosisStatuses.find((option) => option === String(item).trim()),
    )
    if (found.some((status) => status === undefined)) {
      this.issues.push({
        field: this.field(name),
        code: 'invalidChoice',
        params: { options: diagnosisStatuses.join(', ') },
      })
      return null
    }
    return found as DiagnosisStatus[]
  }

  /** A list of codes; a missing or empty one is the domain validation's (missingCode). */
  codes(name: string): string[] {
    if (this.missing(name, false)) return []
    const value = this.row[name]
    const list = Array.isArray(value) ? value : null
    if (!list || list.some((code) => typeof code !== 'string')) {
      this.issues.push({ field: this.field(name), code: 'notAList' })
      return []
    }
    const codes = (list as string[]).map((code) => code.trim()).filter(Boolean)
    if (codes.length > MAX_CODES_PER_CASE)
      this.issues.push({
        field: this.field(name),
        code: 'tooManyCodes',
        params: { max: MAX_CODES_PER_CASE },
      })
    return codes
  }
}
