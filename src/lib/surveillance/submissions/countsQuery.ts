import { QueryReader, type Parsed } from '../input/query'

export const countsGroupings = ['month', 'semester', 'year'] as const
export type CountsGrouping = (typeof countsGroupings)[number]

export interface CountsQuery {
  registry: string | null
  malformation: number | null
  from: string | null
  to: string | null
  groupBy: CountsGrouping
}

/** The query string of GET /api/surveillance/counts, checked; every part is optional. */
export function parseCountsQuery(params: URLSearchParams): Parsed<CountsQuery> {
  const read = new QueryReader(params)
  const registry = read.registry('registry', { required: false })
  const malformation = read.malformation('malformation', { required: false })
  const { from, to } = read.monthRange()
  const groupBy = read.choice('groupBy', countsGroupings)
  return read.result({ registry, malformation, from, to, groupBy })
}
