import type { FieldIssue } from '../input/issues'
import { YEAR_BOUNDS } from '../input/query'
import { readCount, type CountReading } from '../input/readCount'
import { findMalformation, findRegistry, type RegistryRef } from '../reference/reference'
import type { MalformationRef, ReferenceData } from '../reference/reference'
import {
  monthKey,
  semesterMonths,
  totalBirths,
  type MonthlyBirths,
  type MonthlyCases,
  type Semester,
} from './model'

/** A submission as it arrives from the grid, a file or a registry's script, unchecked. */
export interface SubmissionInput {
  registry?: unknown
  year?: unknown
  semester?: unknown
  births?: unknown
  cases?: unknown
}

export interface SubmissionReference {
  registries: RegistryRef[]
  /** Every malformation, with whether it is still monitored. */
  malformations: (MalformationRef & { active: boolean })[]
}

/** A semester's counts once every value has passed, with the database ids they refer to. */
export interface ValidSubmission {
  registry: RegistryRef
  year: number
  semester: Semester
  births: MonthlyBirths[]
  cases: (MonthlyCases & { malformationId: MalformationRef['id'] })[]
}

export type SubmissionCheck =
  { ok: true; value: ValidSubmission } | { ok: false; issues: FieldIssue[] }

/** Far more rows than 6 months × every malformation; guards the server against huge bodies. */
export const MAX_SUBMISSION_ROWS = 6000

/**
 * The one validation of a semester's counts, for the grid, the file and the
 * JSON API alike: non-negative integers (blank is null, "not available"),
 * cases not above the month's births, months inside the semester, existing and
 * monitored malformations, no row twice, nothing in the future. Fields are
 * named as in the JSON body (`cases[3].cases`), so each client can point at
 * its own cell.
 */
export function validateSubmission(
  input: SubmissionInput,
  reference: SubmissionReference,
  today: Date = new Date(),
): SubmissionCheck {
  const issues: FieldIssue[] = []
  const currentYear = today.getUTCFullYear()
  const currentMonth = today.getUTCMonth() + 1

  const registryText = textOf(input.registry)
  let registry: RegistryRef | undefined
  if (!registryText) issues.push({ field: 'registry', code: 'required' })
  else {
    registry = findRegistry(asReference(reference), registryText)
    if (!registry)
      issues.push({ field: 'registry', code: 'unknownRegistry', params: { value: registryText } })
  }

  const year = wholeNumber(input.year)
  if (input.year === undefined || input.year === null || input.year === '')
    issues.push({ field: 'year', code: 'required' })
  else if (year === null || year < YEAR_BOUNDS.min || year > currentYear)
    issues.push({
      field: 'year',
      code: 'invalidYear',
      params: { min: YEAR_BOUNDS.min, max: currentYear },
    })

  const semesterNumber = wholeNumber(input.semester)
  const semester: Semester | null =
    semesterNumber === 1 || semesterNumber === 2 ? semesterNumber : null
  if (input.semester === undefined || input.semester === null || input.semester === '')
    issues.push({ field: 'semester', code: 'required' })
  else if (!semester) issues.push({ field: 'semester', code: 'invalidSemester' })

  const periodKnown = year !== null && year >= YEAR_BOUNDS.min && year <= currentYear && semester
  const months = semester ? semesterMonths(semester) : []
  if (periodKnown && year === currentYear && months[0]! > currentMonth)
    issues.push({ field: 'semester', code: 'futurePeriod' })
  // Only within a valid period: a wrong year is reported once, not on every cell.
  const isFuture = (month: number) =>
    Boolean(periodKnown) && monthKey(year!, month) > monthKey(currentYear, currentMonth)

  const birthsRows = listOf(input.births, 'births', issues)
  const casesRows = listOf(input.cases, 'cases', issues)
  if (birthsRows.length + casesRows.length > MAX_SUBMISSION_ROWS) {
    issues.push({ field: 'cases', code: 'tooManyRows', params: { max: MAX_SUBMISSION_ROWS } })
    return { ok: false, issues }
  }

  const readMonth = (raw: unknown, field: string): number | null => {
    const month = monthOf(raw, year)
    if (raw === undefined || raw === null || raw === '') issues.push({ field, code: 'required' })
    else if (month === null) issues.push({ field, code: 'invalidMonth' })
    else if (semester && !months.includes(month))
      issues.push({ field, code: 'monthOutsideSemester' })
    else return month
    return null
  }
  const readValue = (raw: unknown, field: string, month: number | null): number | null => {
    const reading: CountReading = readCount(raw)
    if (reading.kind === 'invalid') {
      issues.push({ field, code: reading.code })
      return null
    }
    if (reading.kind === 'blank') return null
    if (month !== null && isFuture(month)) issues.push({ field, code: 'futureMonth' })
    return reading.value
  }

  const births: MonthlyBirths[] = []
  const birthsOfMonth = new Map<number, number | null>()
  birthsRows.forEach((raw, index) => {
    const at = `births[${index}]`
    const row = objectOf(raw)
    if (!row) {
      issues.push({ field: at, code: 'notAList' })
      return
    }
    const month = readMonth(row.month, `${at}.month`)
    const liveBirths = readValue(row.liveBirths, `${at}.liveBirths`, month)
    const stillbirths = readValue(row.stillbirths, `${at}.stillbirths`, month)
    if (month === null) return
    if (birthsOfMonth.has(month)) {
      issues.push({ field: `${at}.month`, code: 'duplicateRow' })
      return
    }
    birthsOfMonth.set(month, totalBirths({ liveBirths, stillbirths }))
    births.push({ month, liveBirths, stillbirths })
  })

  const cases: ValidSubmission['cases'] = []
  const seen = new Set<string>()
  casesRows.forEach((raw, index) => {
    const at = `cases[${index}]`
    const row = objectOf(raw)
    if (!row) {
      issues.push({ field: at, code: 'notAList' })
      return
    }
    const malformationText = textOf(row.malformation)
    let malformation: SubmissionReference['malformations'][number] | undefined
    if (!malformationText) issues.push({ field: `${at}.malformation`, code: 'required' })
    else {
      const found = findMalformation(asReference(reference), malformationText)
      malformation = reference.malformations.find((item) => item.id === found?.id)
      if (!malformation)
        issues.push({
          field: `${at}.malformation`,
          code: 'unknownMalformation',
          params: { value: malformationText },
        })
      else if (!malformation.active)
        issues.push({
          field: `${at}.malformation`,
          code: 'inactiveMalformation',
          params: { malformation: malformation.name },
        })
    }
    const month = readMonth(row.month, `${at}.month`)
    const value = readValue(row.cases, `${at}.cases`, month)
    if (month === null || !malformation?.active) return
    const key = `${malformation.number}|${month}`
    if (seen.has(key)) {
      issues.push({ field: `${at}.month`, code: 'duplicateRow' })
      return
    }
    seen.add(key)
    const monthBirths = birthsOfMonth.get(month)
    if (value !== null && monthBirths !== undefined && monthBirths !== null && value > monthBirths)
      issues.push({ field: `${at}.cases`, code: 'aboveBirths' })
    cases.push({
      malformation: malformation.number,
      malformationId: malformation.id,
      month,
      cases: value,
    })
  })

  if (issues.length > 0 || !registry || year === null || !semester) return { ok: false, issues }
  births.sort((a, b) => a.month - b.month)
  cases.sort((a, b) => a.malformation - b.malformation || a.month - b.month)
  return { ok: true, value: { registry, year, semester, births, cases } }
}

const asReference = (reference: SubmissionReference): ReferenceData => ({
  ...reference,
  baselines: [],
})

const textOf = (raw: unknown): string =>
  typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : ''

const objectOf = (raw: unknown): Record<string, unknown> | null =>
  raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null

function listOf(raw: unknown, field: string, issues: FieldIssue[]): unknown[] {
  if (raw === undefined || raw === null) return []
  if (Array.isArray(raw)) return raw
  issues.push({ field, code: 'notAList' })
  return []
}

function wholeNumber(raw: unknown): number | null {
  const reading = readCount(typeof raw === 'string' ? raw.trim() : raw)
  return reading.kind === 'count' ? reading.value : null
}

/** A month as 1–12, or as 'YYYY-MM' of the submission's year. */
function monthOf(raw: unknown, year: number | null): number | null {
  if (typeof raw === 'string') {
    const match = /^(\d{4})-(\d{2})$/.exec(raw.trim())
    if (match) return year !== null && Number(match[1]) === year ? inRange(Number(match[2])) : null
  }
  const value = wholeNumber(raw)
  return value === null ? null : inRange(value)
}

const inRange = (month: number): number | null => (month >= 1 && month <= 12 ? month : null)
