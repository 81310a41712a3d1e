import { NETWORK } from '../input/query'

export interface QualityQuery {
  /** A registry's network code, or 'network'. */
  registry: string
  year: number | null
}

export type QualityIssue =
  | { field: 'registry'; code: 'unknownRegistry'; value: string }
  | { field: 'year'; code: 'unknownYear'; value: string }

const first = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

/**
 * Reads ?registry=&year= of the panel against what exists: an unknown registry falls back to the
 * network, a year without data (or not a year) to the latest, each with an issue to show.
 */
export function parseQualityQuery(
  search: Record<string, string | string[] | undefined>,
  registries: readonly string[],
  years: readonly number[],
): { query: QualityQuery; issues: QualityIssue[] } {
  const issues: QualityIssue[] = []
  const registryText = first(search.registry)
  const known = registries.find((code) => code.toLowerCase() === registryText.toLowerCase())
  const registry = registryText === '' || registryText === NETWORK ? NETWORK : (known ?? NETWORK)
  if (registryText !== '' && registryText !== NETWORK && !known)
    issues.push({ field: 'registry', code: 'unknownRegistry', value: registryText.slice(0, 40) })
  const yearText = first(search.year)
  const asked = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN
  const year = years.includes(asked) ? asked : (years[0] ?? null)
  if (yearText !== '' && !years.includes(asked))
    issues.push({ field: 'year', code: 'unknownYear', value: yearText.slice(0, 12) })
  return { query: { registry, year }, issues }
}
