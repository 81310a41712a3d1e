import { notFound } from 'next/navigation'
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
 * one page of the list. A page past the last is not found (404), decided
 * before anything is rendered.
 */
export async function loadPublicationsPage(
  list: PublicationList,
  locale: Locale,
  search: Record<string, string | string[] | undefined>,
): Promise<PublicationsView> {
  const options = await getPublicationFilterOptions(list, locale)
  const filters = applicableFilters(parsePublicationSearch(search), options)
  const result = await getPublicationsPage(list, locale, filters)
  if (filters.page > Math.max(result.totalPages, 1)) notFound()
  return { list, options, filters, result }
}
