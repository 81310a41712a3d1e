import type { FieldIssue } from '../input/issues'

export type CountsGrouping = 'month' | 'semester' | 'year'

export interface CountsQuery {
  registry: string | null
  malformation: number | null
  from: string | null
  to: string | null
  groupBy: CountsGrouping
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The query string of GET /api/surveillance/counts, checked; every part is optional. */
export function parseCountsQuery(
  params: URLSearchParams,
): { ok: true; value: CountsQuery } | { ok: false; issues: FieldIssue[] } {
  const issues: FieldIssue[] = []
  const text = (name: string) => params.get(name)?.trim() || null

  const registry = text('registry')
  if (registry && registry.length > 100)
    issues.push({ field: 'registry', code: 'tooLong', params: { max: 100 } })

  const malformationText = text('malformation')
  let malformation: number | null = null
  if (malformationText) {
    if (/^\d+$/.test(malformationText)) malformation = Number(malformationText)
    else issues.push({ field: 'malformation', code: 'notInteger' })
  }

  const month = (name: 'from' | 'to') => {
    const value = text(name)
    if (value && !MONTH.test(value)) issues.push({ field: name, code: 'invalidMonth' })
    return value && MONTH.test(value) ? value : null
  }
  const from = month('from')
  const to = month('to')
  if (from && to && to < from) issues.push({ field: 'to', code: 'endBeforeStart' })

  const groupText = text('groupBy') ?? 'month'
  const groupBy = (['month', 'semester', 'year'] as const).find((value) => value === groupText)
  if (!groupBy) issues.push({ field: 'groupBy', code: 'invalidGrouping' })

  if (issues.length > 0 || !groupBy) return { ok: false, issues }
  return { ok: true, value: { registry, malformation, from, to, groupBy } }
}
