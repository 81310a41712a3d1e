import type { Where } from 'payload'

/** Publications per page of the public lists (and never more in one page). */
export const PUBLICATIONS_PER_PAGE = 50

type Search = URLSearchParams | Record<string, string | string[] | undefined>

/** What the address asks for; values that cannot be right are left out. */
export interface PublicationSearch {
  year: number | null
  /** A member registry's network code. */
  registry: string | null
  page: number
}

const first = (search: Search, name: string): string => {
  const value = search instanceof URLSearchParams ? search.get(name) : search[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

/** Reads ?year=YYYY&registry=CODE&page=N of a publications list or its export. */
export function parsePublicationSearch(search: Search): PublicationSearch {
  const year = first(search, 'year')
  const registry = first(search, 'registry')
  const page = first(search, 'page')
  return {
    year: /^\d{4}$/.test(year) ? Number(year) : null,
    registry: /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/.test(registry) ? registry : null,
    page: /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  }
}

export interface RegistryOption {
  id: number
  code: string
  initials: string
  name: string
  country: string
}

export interface PublicationFilterOptions {
  /** Years that have publications, newest first. */
  years: number[]
  /** Registries that have publications, by initials. */
  registries: RegistryOption[]
}

/** The filters that apply: a year or registry that no publication has is ignored. */
export interface PublicationFilters {
  year: number | null
  registry: RegistryOption | null
  page: number
}

export function applicableFilters(
  search: PublicationSearch,
  options: PublicationFilterOptions,
): PublicationFilters {
  const code = search.registry?.toUpperCase()
  return {
    year: search.year !== null && options.years.includes(search.year) ? search.year : null,
    registry: options.registries.find((option) => option.code.toUpperCase() === code) ?? null,
    page: search.page,
  }
}

/** The query string of a list's address (or its export) with these filters; page 1 is left out. */
export function publicationQuery(
  filters: { year: number | null; registry: { code: string } | null; page?: number },
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams()
  if (filters.year !== null) query.set('year', String(filters.year))
  if (filters.registry) query.set('registry', filters.registry.code)
  if (filters.page && filters.page > 1) query.set('page', String(filters.page))
  for (const [name, value] of Object.entries(extra)) query.set(name, value)
  return query.toString()
}

/** The database query of the filters (a registry by its id). */
export function publicationWhere(filters: {
  year: number | null
  registry: { id: number } | null
}): Where {
  const and: Where[] = []
  if (filters.year !== null) and.push({ year: { equals: filters.year } })
  if (filters.registry) and.push({ registry: { equals: filters.registry.id } })
  return { and }
}
