import { parseQuery } from '../api/parseQuery'
import { indicatorQuerySchema } from '../api/queries'
import type { Parsed } from '../input/query'
import type { Semester } from '../submissions/model'

export interface IndicatorQuery {
  /** A registry's network code, or 'network'. */
  registry: string
  year: number
  semester: Semester | null
}

/** Reads ?registry=&year=[&semester=]; whether the registry exists is checked against the data. */
export function parseIndicatorQuery(params: URLSearchParams): Parsed<IndicatorQuery> {
  const parsed = parseQuery(indicatorQuerySchema, params)
  if (!parsed.ok) return parsed
  const { registry, year, semester } = parsed.value
  return { ok: true, value: { registry, year: year ?? 0, semester } }
}
