import type { Locale } from '@/i18n/locales'
import {
  applicableFilters,
  parsePublicationSearch,
  type PublicationFilterOptions,
  type PublicationFilters,
} from '@/lib/publications/filters'
import {
  getPublicationFilterOptions,
  getPublicationsPage,
  type PublicationList,
  type PublicationPage,
} from './content/publications'

export interface PublicationsView {
  list: PublicationList
  options: PublicationFilterOptions
  filters: PublicationFilters
  result: PublicationPage
}

/**
 * What a publications page shows for its address: the filters that apply and
 * one page of the list. A page past the last shows the last one (an old link
 * to a list that has since shrunk still lands on publications).
 */
export async function loadPublicationsPage(
  list: PublicationList,
  locale: Locale,
  search: Record<string, string | string[] | undefined>,
): Promise<PublicationsView> {
  const options = await getPublicationFilterOptions(list, locale)
  const filters = applicableFilters(parsePublicationSearch(search), options)
  const asked = await getPublicationsPage(list, locale, filters)
  const last = Math.max(asked.totalPages, 1)
  if (filters.page <= last) return { list, options, filters, result: asked }
  const lastFilters = { ...filters, page: last }
  const result = await getPublicationsPage(list, locale, lastFilters)
  return { list, options, filters: lastFilters, result }
}
