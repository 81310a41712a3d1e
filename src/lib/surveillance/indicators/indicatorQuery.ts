import type { FieldIssue } from '../input/issues'
import type { Semester } from '../submissions/model'

export interface IndicatorQuery {
  /** A registry's network code, or 'network'. */
  registry: string
  year: number
  semester: Semester | null
}

/** Reads ?registry=&year=[&semester=]; whether the registry exists is checked against the data. */
export function parseIndicatorQuery(
  params: URLSearchParams,
): { ok: true; value: IndicatorQuery } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = []
  const registry = params.get('registry')?.trim() ?? ''
  if (!registry) issues.push({ field: 'registry', code: 'required' })
  const yearText = params.get('year')?.trim() ?? ''
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN
  if (!yearText) issues.push({ field: 'year', code: 'required' })
  else if (!(year >= 1950 && year <= 2100))
    issues.push({ field: 'year', code: 'outOfRange', params: { min: 1950, max: 2100 } })
  const semesterText = params.get('semester')?.trim() ?? ''
  if (semesterText && semesterText !== '1' && semesterText !== '2')
    issues.push({ field: 'semester', code: 'invalidChoice', params: { options: '1, 2' } })
  if (issues.length > 0) return { ok: false, issues }
  return {
    ok: true,
    value: { registry, year, semester: semesterText ? (Number(semesterText) as Semester) : null },
  }
}
