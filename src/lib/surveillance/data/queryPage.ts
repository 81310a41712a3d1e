import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/site/payload'
import type { User } from '@/payload-types'
import { tableGroupings } from '../tables/prevalenceQuery'
import { prevalenceQueryString } from '../tables/queryString'
import { loadPrevalencePage, type TablesPageData } from './prevalencePage'
import { listSavedQueries, type SavedQueryItem } from './savedQueries'

export interface QueryPageData extends TablesPageData {
  /** The member's own saved queries, by name. */
  saved: SavedQueryItem[]
  /** The checked choice in its fixed form: the address of the view and what saving keeps. */
  queryString: string | null
  /** The query of the monthly counts behind the view (GET /api/surveillance/monthly-counts). */
  countsQuery: string | null
}

/**
 * The members' database query: the same view as the tables page with exact
 * numbers (the page is for signed-in members only), by month too, with the
 * member's saved queries and the monthly counts to download.
 */
export async function loadQueryPage(
  user: User,
  locale: Locale,
  search: Record<string, string | string[] | undefined>,
): Promise<QueryPageData> {
  const payload = await getPayloadClient()
  const [page, saved] = await Promise.all([
    loadPrevalencePage(locale, search, { user, groupings: tableGroupings }),
    listSavedQueries(payload, user),
  ])
  const { query } = page
  if (!query || page.issues.length > 0)
    return { ...page, saved, queryString: null, countsQuery: null }
  const counts = new URLSearchParams({
    malformation: query.malformations.join(','),
    registry: query.registries.join(','),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
  })
  return {
    ...page,
    saved,
    queryString: prevalenceQueryString(query),
    countsQuery: page.view?.range ? counts.toString() : null,
  }
}
