import type { FieldIssue } from './issues'
import { readPeriod, type Period, type PeriodInput } from './readPeriod'

export type BatchSettingsInput = PeriodInput

/** The semester and reference period chosen for a whole file; basePeriod null means the current one. */
export function parseBatchSettings(
  input: BatchSettingsInput,
): { ok: true; value: Period } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = []
  const period = readPeriod(input, issues)
  return period && issues.length === 0 ? { ok: true, value: period } : { ok: false, issues }
}
