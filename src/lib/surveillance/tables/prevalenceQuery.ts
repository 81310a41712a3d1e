import { NETWORK, QueryReader, type Parsed } from '../input/query'

/** Every grouping of the tables; the month is offered to members only (the database query). */
export const tableGroupings = ['year', 'semester', 'month', 'registry'] as const
export type PrevalenceGrouping = (typeof tableGroupings)[number]
/** The groupings of the public API and page. */
export const prevalenceGroupings = [
  'year',
  'semester',
  'registry',
] as const satisfies readonly PrevalenceGrouping[]

export const prevalenceFormats = ['json', 'csv', 'xlsx'] as const
export type PrevalenceFormat = (typeof prevalenceFormats)[number]

export interface PrevalenceQuery {
  /** Anomalies by their number in the network, in the order asked. */
  malformations: number[]
  /** Registry codes as typed, and 'network' for the pooled network, in the order asked. */
  registries: string[]
  /** First and last month ('YYYY-MM'); null: from the first or to the last month with data. */
  from: string | null
  to: string | null
  groupBy: PrevalenceGrouping
  format: PrevalenceFormat
}

export type ParsedPrevalenceQuery = Parsed<PrevalenceQuery>

/**
 * The query string of the prevalence tables (API and pages). Lists are given
 * comma-separated or as repeated parameters (a form's checkboxes); every
 * problem is collected rather than stopping at the first. `groupings` are the
 * ones the caller offers, the first being the default.
 */
export function parsePrevalenceQuery(
  params: URLSearchParams,
  groupings: readonly PrevalenceGrouping[] = prevalenceGroupings,
): ParsedPrevalenceQuery {
  const read = new QueryReader(params)
  const malformations = read.malformations()
  const registries = read.registries()
  const { from, to } = read.monthRange()
  const groupBy = read.choice('groupBy', groupings)
  const format = read.choice('format', prevalenceFormats)
  return read.result({
    malformations,
    registries: registries.length > 0 ? registries : [NETWORK],
    from,
    to,
    groupBy,
    format,
  })
}
