import type { FieldIssue } from './issues'

/**
 * The one reader of the surveillance queries: every endpoint's query string or JSON body and
 * every page's GET form go through it, so a month, a year, an anomaly or a registry is checked
 * the same way everywhere and each mistake has one code:
 *
 * - a missing value that is needed: `required`;
 * - a month that is not 'YYYY-MM' (month 01 to 12): `invalidMonth`;
 * - a year, or the year of a month, outside YEAR_BOUNDS (or not a year): `invalidYear`;
 * - an anomaly number or another whole number outside its bounds: `outOfRange`;
 * - a semester other than 1 or 2: `invalidSemester`;
 * - a value not among the options (a grouping, a method, a format): `invalidChoice`;
 * - a text or list too long: `tooLong`; a range ending before it starts: `endBeforeStart`.
 */

/** A month as the queries write it: 'YYYY-MM'. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/
/** The years the network's data and forms may name. */
export const YEAR_BOUNDS = { min: 1950, max: 2100 } as const
/** An anomaly's number in the network. */
export const MALFORMATION_BOUNDS = { min: 1, max: 100_000 } as const
/** A registry's code, or any single text value. */
export const MAX_TEXT = 100
/** Longest list accepted in one parameter, in characters (far above every registry and anomaly). */
export const MAX_LIST = 1000
/** The pooled network, asked as a registry. */
export const NETWORK = 'network'

export type Parsed<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] }

export interface Bounds {
  min: number
  max: number
}

/** A query string, a page's search params or a JSON body. */
export type QuerySource = URLSearchParams | Record<string, unknown>

/** Whether `text` is a month 'YYYY-MM' within the year bounds. */
export const isQueryMonth = (text: string): boolean => {
  const match = MONTH_PATTERN.exec(text)
  return match !== null && inBounds(Number(match[1]), YEAR_BOUNDS)
}

const inBounds = (value: number, { min, max }: Bounds) => value >= min && value <= max

/** The values of one name: repeated parameters, or an array in JSON; numbers as their text. */
function valuesOf(source: QuerySource, name: string): string[] {
  if (source instanceof URLSearchParams) return source.getAll(name)
  const raw = source[name]
  const items = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]
  return items.flatMap((item) =>
    typeof item === 'string' || typeof item === 'number' ? [String(item)] : [],
  )
}

/** Reads one query, collecting every problem rather than stopping at the first. */
export class QueryReader {
  readonly issues: FieldIssue[] = []
  constructor(private readonly source: QuerySource) {}

  /** Search params of a page (a value given twice: the first). */
  static fromSearch(search: Record<string, string | string[] | undefined>): QueryReader {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(search))
      for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
        params.append(key, item)
    return new QueryReader(params)
  }

  private problem(issue: FieldIssue): null {
    this.issues.push(issue)
    return null
  }

  hasIssue(field: string): boolean {
    return this.issues.some((issue) => issue.field === field)
  }

  /** The trimmed value, null when absent or blank. */
  text(name: string): string | null {
    return valuesOf(this.source, name)[0]?.trim() || null
  }

  private required<T>(name: string, value: T | null, required: boolean): T | null {
    if (value === null && required && !this.hasIssue(name))
      this.issues.push({ field: name, code: 'required' })
    return value
  }

  /** A comma-separated list, or the same name repeated (a form's checkboxes). */
  list(name: string): string[] {
    const raw = valuesOf(this.source, name).join(',')
    if (raw.length > MAX_LIST) {
      this.problem({ field: name, code: 'tooLong', params: { max: MAX_LIST } })
      return []
    }
    return raw
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
  }

  /** A registry's code as typed, or 'network' however it is written. */
  registry(name = 'registry', { required = true } = {}): string | null {
    const value = this.text(name)
    if (value !== null && value.length > MAX_TEXT)
      return this.problem({ field: name, code: 'tooLong', params: { max: MAX_TEXT } })
    return this.required(name, value && asRegistry(value), required)
  }

  /** Registry codes (and 'network'), each once, in the order asked. */
  registries(name = 'registry'): string[] {
    const registries: string[] = []
    for (const item of this.list(name)) {
      const code = asRegistry(item)
      if (!registries.some((known) => known.toLowerCase() === code.toLowerCase()))
        registries.push(code)
    }
    return registries
  }

  /** A whole number within `bounds`; `fallback` when absent. */
  integer<T extends number | null>(name: string, fallback: T, bounds: Bounds): number | T {
    const value = this.text(name)
    if (value === null) return fallback
    if (!/^\d+$/.test(value) || !inBounds(Number(value), bounds)) {
      this.problem({ field: name, code: 'outOfRange', params: { ...bounds } })
      return fallback
    }
    return Number(value)
  }

  /** An anomaly's number. */
  malformation(name = 'malformation', { required = true } = {}): number | null {
    return this.required(name, this.integer(name, null, MALFORMATION_BOUNDS), required)
  }

  /** Anomaly numbers, each once, in the order asked; at least one. */
  malformations(name = 'malformation'): number[] {
    const numbers: number[] = []
    for (const item of this.list(name)) {
      if (!/^\d+$/.test(item) || !inBounds(Number(item), MALFORMATION_BOUNDS)) {
        this.problem({ field: name, code: 'outOfRange', params: { ...MALFORMATION_BOUNDS } })
        return []
      }
      if (!numbers.includes(Number(item))) numbers.push(Number(item))
    }
    if (numbers.length === 0) this.required(name, null, true)
    return numbers
  }

  /** A year within YEAR_BOUNDS, or up to `max` when the caller allows fewer (no future year). */
  year(
    name = 'year',
    { required = false, max = YEAR_BOUNDS.max }: { required?: boolean; max?: number } = {},
  ): number | null {
    const value = this.text(name)
    if (value === null) return this.required(name, null, required)
    const year = /^\d{4}$/.test(value) ? Number(value) : NaN
    if (!inBounds(year, { min: YEAR_BOUNDS.min, max }))
      return this.problem({
        field: name,
        code: 'invalidYear',
        params: { min: YEAR_BOUNDS.min, max },
      })
    return year
  }

  /** A month 'YYYY-MM' whose year is within YEAR_BOUNDS. */
  month(name: string): string | null {
    const value = this.text(name)
    if (value === null) return null
    const match = MONTH_PATTERN.exec(value)
    if (!match) return this.problem({ field: name, code: 'invalidMonth' })
    if (!inBounds(Number(match[1]), YEAR_BOUNDS))
      return this.problem({ field: name, code: 'invalidYear', params: { ...YEAR_BOUNDS } })
    return value
  }

  /** `from` and `to` months, the end not before the start; either may be left out. */
  monthRange(): { from: string | null; to: string | null } {
    const from = this.month('from')
    const to = this.month('to')
    if (from && to && to < from) this.problem({ field: 'to', code: 'endBeforeStart' })
    return { from, to }
  }

  /** A semester, 1 or 2. */
  semester(name = 'semester', { required = true } = {}): 1 | 2 | null {
    const value = this.text(name)
    if (value === null) return this.required(name, null, required)
    if (value !== '1' && value !== '2')
      return this.problem({ field: name, code: 'invalidSemester' })
    return value === '1' ? 1 : 2
  }

  /** One of `options`; the first when absent. */
  choice<T extends string>(name: string, options: readonly T[]): T {
    const value = this.text(name) ?? options[0]!
    const found = options.find((option) => option === value)
    if (!found)
      this.problem({ field: name, code: 'invalidChoice', params: { options: options.join(', ') } })
    return found ?? options[0]!
  }

  /** true or false when given (a JSON boolean, or its text in a query string); false when absent. */
  flag(name: string): boolean {
    const query = this.source instanceof URLSearchParams
    const raw = query ? this.text(name) : this.source[name]
    if (raw === undefined || raw === null) return false
    if (raw === true || (query && raw === 'true')) return true
    if (raw === false || (query && raw === 'false')) return false
    this.problem({ field: name, code: 'invalidChoice', params: { options: 'true, false' } })
    return false
  }

  result<T>(value: T): Parsed<T> {
    return this.issues.length > 0 ? { ok: false, issues: this.issues } : { ok: true, value }
  }
}

const asRegistry = (code: string) => (code.toLowerCase() === NETWORK ? NETWORK : code)
