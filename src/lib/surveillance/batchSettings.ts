import { readBasePeriod } from './basePeriod'
import type { FieldIssue } from './issues'
import { readDate } from './readDate'

export interface BatchSettingsInput {
  periodStart?: unknown
  periodEnd?: unknown
  basePeriod?: unknown
}

/** The semester and reference period chosen for a whole file; basePeriod null means the current one. */
export function parseBatchSettings(
  input: BatchSettingsInput,
):
  | { ok: true; value: { periodStart: string; periodEnd: string; basePeriod: string | null } }
  | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = []
  const date = (field: 'periodStart' | 'periodEnd') => {
    const raw = input[field]
    if (typeof raw !== 'string' || raw.trim() === '') {
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
  if (typeof input.basePeriod === 'string' && input.basePeriod.trim() !== '') {
    basePeriod = readBasePeriod(input.basePeriod)
    if (!basePeriod) issues.push({ field: 'basePeriod', code: 'invalidPeriod' })
  }
  if (issues.length > 0 || !periodStart || !periodEnd) return { ok: false, issues }
  return { ok: true, value: { periodStart, periodEnd, basePeriod } }
}
