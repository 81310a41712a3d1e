import type { Locale } from '@/i18n/locales'
import { getCurrentUser } from '@/lib/site/currentUser'
import { prevalenceGroupings } from '../tables/prevalenceQuery'
import { loadPrevalencePage, type TablesPageData } from './prevalencePage'

export type { TablesPageData, TablesView } from './prevalencePage'

/**
 * The public tables page: by year, semester or registry; visitors see small
 * counts withheld, logged-in members the exact numbers.
 */
export async function loadTablesPage(
  locale: Locale,
  search: Record<string, string | string[] | undefined>,
): Promise<TablesPageData> {
  return loadPrevalencePage(locale, search, {
    user: await getCurrentUser(),
    groupings: prevalenceGroupings,
  })
}
