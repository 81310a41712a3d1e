import { QueryReader, type Parsed, type QuerySource } from '../input/query'

/** What the case views are asked for: one anomaly, one year, and the registries shown. */
export interface CaseViewsQuery {
  malformation: number
  year: number
  /** Registry codes and 'network'; empty: the network and every registry. */
  registries: string[]
}

/** The address fields that choose a case view. */
export const CASE_VIEW_FIELDS = ['malformation', 'year', 'registry'] as const

/** `malformation=N&year=YYYY[&registry=CODE,…|network]`, through the one query reader. */
export function parseCaseViewsQuery(source: QuerySource): Parsed<CaseViewsQuery> {
  const reader = new QueryReader(source)
  const malformation = reader.malformation()
  const year = reader.year('year', { required: true })
  const registries = reader.registries()
  return reader.result({ malformation: malformation ?? 0, year: year ?? 0, registries })
}
