import { readBasePeriod } from './basePeriod'
import type { FieldIssue } from './issues'
import { readDate } from './readDate'

export interface PeriodInput {
  periodStart?: unknown
  periodEnd?: unknown
  basePeriod?: unknown
}

/** The observed period and the reference period of an alarm test; basePeriod null: the current one. */
export interface Period {
  periodStart: string
  periodEnd: string
  basePeriod: string | null
}

export const isPresent = (value: unknown): boolean =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '')

/**
 * Reads the period of an alarm test, the same for one test typed in the form
 * and for a whole semester file: two real dates in order, and an optional
 * base period label. Every problem is pushed to `issues`.
 */
export function readPeriod(input: PeriodInput, issues: FieldIssue[]): Period | null {
  const date = (field: 'periodStart' | 'periodEnd'): string | null => {
    const raw = input[field]
    if (!isPresent(raw)) {
      issues.push({ field, code: 'required' })
      return null
    }
    const value = readDate(raw)
    if (!value) issues.push({ field, code: 'invalidDate' })
    return value
  }
  const periodStart = date('periodStart')
  const periodEnd = date('periodEnd')
  if (periodStart && periodEnd && periodEnd < periodStart)
    issues.push({ field: 'periodEnd', code: 'endBeforeStart' })

  let basePeriod: string | null = null
  let baseOk = true
  if (isPresent(input.basePeriod)) {
    basePeriod = readBasePeriod(input.basePeriod)
    if (!basePeriod) {
      issues.push({ field: 'basePeriod', code: 'invalidPeriod' })
      baseOk = false
    }
  }
  if (!periodStart || !periodEnd || periodEnd < periodStart || !baseOk) return null
  return { periodStart, periodEnd, basePeriod }
}
