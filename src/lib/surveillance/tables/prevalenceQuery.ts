import type { FieldIssue } from '../input/issues'
import { NETWORK } from '../monitoring/monthlySeries'

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

export type ParsedPrevalenceQuery =
  { ok: true; value: PrevalenceQuery } | { ok: false; issues: FieldIssue[] }

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const YEARS = { min: 1950, max: 2100 }
/** Longest list accepted in one parameter, in characters (far above every registry and anomaly). */
const MAX_LIST = 1000

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
  const issues: FieldIssue[] = []
  const list = (name: string): string[] => {
    const raw = params.getAll(name).join(',')
    if (raw.length > MAX_LIST) {
      issues.push({ field: name, code: 'tooLong', params: { max: MAX_LIST } })
      return []
    }
    return raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  }
  const choice = <T extends string>(name: string, options: readonly T[]): T => {
    const value = params.get(name)?.trim() || options[0]!
    const found = options.find((option) => option === value)
    if (!found)
      issues.push({ field: name, code: 'invalidChoice', params: { options: options.join(', ') } })
    return found ?? options[0]!
  }
  const month = (name: 'from' | 'to'): string | null => {
    const value = params.get(name)?.trim() || null
    if (value === null) return null
    const match = MONTH.exec(value)
    if (!match) issues.push({ field: name, code: 'invalidMonth' })
    else if (Number(match[1]) < YEARS.min || Number(match[1]) > YEARS.max)
      issues.push({ field: name, code: 'invalidYear', params: { max: YEARS.max } })
    else return value
    return null
  }

  const malformations: number[] = []
  for (const item of list('malformation')) {
    const number = /^\d+$/.test(item) ? Number(item) : NaN
    if (!(number >= 1 && number <= 100_000)) {
      issues.push({ field: 'malformation', code: 'outOfRange', params: { min: 1, max: 100_000 } })
      break
    }
    if (!malformations.includes(number)) malformations.push(number)
  }
  if (malformations.length === 0 && !issues.some((issue) => issue.field === 'malformation'))
    issues.push({ field: 'malformation', code: 'required' })

  const registries: string[] = []
  for (const item of list('registry')) {
    const code = item.toLowerCase() === NETWORK ? NETWORK : item
    if (!registries.some((known) => known.toLowerCase() === code.toLowerCase()))
      registries.push(code)
  }

  const from = month('from')
  const to = month('to')
  if (from && to && to < from) issues.push({ field: 'to', code: 'endBeforeStart' })
  const groupBy = choice('groupBy', groupings)
  const format = choice('format', prevalenceFormats)

  if (issues.length > 0) return { ok: false, issues }
  return {
    ok: true,
    value: {
      malformations,
      registries: registries.length > 0 ? registries : [NETWORK],
      from,
      to,
      groupBy,
      format,
    },
  }
}
