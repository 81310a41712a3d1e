import type { EndemicChannelMethod } from '@/lib/stats'
import type { FieldIssue } from '../input/issues'
import { NETWORK } from './monthlySeries'

/** Who and what is monitored: a registry's code or 'network', and an anomaly's number. */
export interface MonitoringTarget {
  registry: string
  malformation: number
}

export interface EndemicChannelQuery extends MonitoringTarget {
  /** The year drawn over the channel; null: the latest year with data. */
  year: number | null
  /** How many previous years the channel is built from. */
  years: number
  /** Bortman's bands, or 'prediction': the band a new year falls in 95% of the time. */
  method: EndemicChannelMethod | 'prediction'
  groupBy: 'month' | 'semester'
  measure: 'cases' | 'rate'
}

export interface ScanQuery extends MonitoringTarget {
  /** Last month scanned; null: the latest month with data. */
  to: string | null
  /** Length of the scanned window in months. */
  months: number
}

export interface TrendQuery extends MonitoringTarget {
  /** Last year of the trend; null: the latest complete year. */
  to: number | null
  years: number
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] }

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const YEAR_LIMITS = { min: 1950, max: 2100 }

/** Reads the query string of one analysis, collecting every problem rather than stopping at the first. */
class QueryReader {
  readonly issues: FieldIssue[] = []
  constructor(private readonly params: URLSearchParams) {}

  text(name: string): string | null {
    return this.params.get(name)?.trim() || null
  }

  registry(): string {
    const registry = this.text('registry')
    if (!registry) this.issues.push({ field: 'registry', code: 'required' })
    else if (registry.length > 100)
      this.issues.push({ field: 'registry', code: 'tooLong', params: { max: 100 } })
    return registry && registry.toLowerCase() === NETWORK ? NETWORK : (registry ?? '')
  }

  target(): MonitoringTarget {
    const registry = this.registry()
    const malformation = this.integer('malformation', null, { min: 1, max: 100_000 })
    if (malformation === null && !this.issues.some((issue) => issue.field === 'malformation'))
      this.issues.push({ field: 'malformation', code: 'required' })
    return { registry, malformation: malformation ?? 0 }
  }

  integer<T extends number | null>(
    name: string,
    fallback: T,
    { min, max }: { min: number; max: number },
  ): number | T {
    const value = this.text(name)
    if (value === null) return fallback
    if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
      this.issues.push({ field: name, code: 'outOfRange', params: { min, max } })
      return fallback
    }
    return Number(value)
  }

  choice<T extends string>(name: string, options: readonly T[]): T {
    const value = this.text(name) ?? options[0]!
    const found = options.find((option) => option === value)
    if (!found)
      this.issues.push({
        field: name,
        code: 'invalidChoice',
        params: { options: options.join(', ') },
      })
    return found ?? options[0]!
  }

  month(name: string): string | null {
    const value = this.text(name)
    if (value && !MONTH.test(value)) {
      this.issues.push({ field: name, code: 'invalidMonth' })
      return null
    }
    return value
  }

  result<T>(value: T): Parsed<T> {
    return this.issues.length > 0 ? { ok: false, issues: this.issues } : { ok: true, value }
  }
}

export function parseEndemicChannelQuery(params: URLSearchParams): Parsed<EndemicChannelQuery> {
  const read = new QueryReader(params)
  return read.result({
    ...read.target(),
    year: read.integer('year', null, YEAR_LIMITS),
    years: read.integer('years', 5, { min: 3, max: 10 }),
    method: read.choice('method', ['geometric-mean', 'quartiles', 'prediction'] as const),
    groupBy: read.choice('groupBy', ['month', 'semester'] as const),
    measure: read.choice('measure', ['cases', 'rate'] as const),
  })
}

export function parseScanQuery(params: URLSearchParams): Parsed<ScanQuery> {
  const read = new QueryReader(params)
  return read.result({
    ...read.target(),
    to: read.month('to'),
    months: read.integer('months', 24, { min: 6, max: 120 }),
  })
}

export function parseTrendQuery(params: URLSearchParams): Parsed<TrendQuery> {
  const read = new QueryReader(params)
  return read.result({
    ...read.target(),
    to: read.integer('to', null, YEAR_LIMITS),
    years: read.integer('years', 10, { min: 3, max: 30 }),
  })
}

export interface ReportQuery {
  registry: string
  year: number
  semester: 1 | 2
}

export function parseReportQuery(params: URLSearchParams): Parsed<ReportQuery> {
  const read = new QueryReader(params)
  const registry = read.registry()
  const year = read.integer('year', null, YEAR_LIMITS)
  if (year === null && !read.issues.some((issue) => issue.field === 'year'))
    read.issues.push({ field: 'year', code: 'required' })
  const semester = read.choice('semester', ['1', '2'] as const)
  return read.result({ registry, year: year ?? 0, semester: semester === '1' ? 1 : 2 })
}
