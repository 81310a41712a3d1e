import { unstable_cache } from 'next/cache'
import type { Locale } from '@/i18n/locales'
import { BUSY, workQueue } from '@/lib/concurrency/workQueue'
import { acceptedDataTags, collectionTag, globalTag } from '@/lib/cacheTags'
import { getCurrentUser } from '@/lib/site/currentUser'
import { prevalenceGroupings } from '../tables/prevalenceQuery'
import { loadPrevalencePage, QUERY_FIELDS, type TablesPageData } from './prevalencePage'

export type { TablesPageData, TablesView } from './prevalencePage'

type Search = Record<string, string | string[] | undefined>
type TablesUser = Parameters<typeof loadPrevalencePage>[2]['user']

/**
 * Views computed at once (0.2 to 0.4 s of CPU each) and views waiting for a turn; past that the
 * page says the server is busy, so a burst of uncached views cannot starve every other page.
 */
export const tablesWork = workQueue({ running: 2, waiting: 16 })

/**
 * Tables pages rendered at once (one), from the request to the last byte (a view's charts, table and
 * map take a few hundred ms of CPU even when its numbers are cached), and pages waiting for a
 * turn; past that the page says the server is busy, so a crowd on this page leaves the event
 * loop to every other page. A turn is given back when the response is sent, 30 s at most.
 */
export const tablesPageTurns = workQueue({ running: 1, waiting: 16 })
export const TABLES_PAGE_TURN_MS = 30_000

class Busy extends Error {}

/** The view's fields only, in a fixed order: other fields cannot make a new cache entry. */
function viewFields(search: Search): [string, string[]][] {
  return QUERY_FIELDS.flatMap((field) => {
    const value = search[field]
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value]
    return values.length ? [[field, values] as [string, string[]]] : []
  })
}

async function compute(locale: Locale, search: Search, user: TablesUser): Promise<TablesPageData> {
  const page = await tablesWork.run(() =>
    loadPrevalencePage(locale, search, { user, groupings: prevalenceGroupings }),
  )
  // Thrown, not returned: unstable_cache keeps no failed result.
  if (page === BUSY) throw new Busy()
  return page
}

/**
 * A visitor's view depends only on the address and the accepted data (with its registries,
 * anomalies and the small-number threshold): computed once, kept in Next's data cache until an
 * acceptance or an edit of those expires it, so repeated views cost nothing.
 */
const publicView = unstable_cache(
  (locale: Locale, fields: [string, string[]][]) =>
    compute(locale, Object.fromEntries(fields), null),
  ['tables-page', 'public-view'],
  {
    tags: [
      ...acceptedDataTags,
      collectionTag('member-registries'),
      collectionTag('malformations'),
      globalTag('site-settings'),
    ],
  },
)

/**
 * The public tables page: by year, semester or registry; visitors see small counts withheld
 * (cached), logged-in members the exact numbers. BUSY when too many views are being computed.
 */
export async function loadTablesPage(
  locale: Locale,
  search: Search,
): Promise<TablesPageData | typeof BUSY> {
  const user = await getCurrentUser()
  try {
    return user ? await compute(locale, search, user) : await publicView(locale, viewFields(search))
  } catch (error) {
    if (error instanceof Busy) return BUSY
    throw error
  }
}

/**
 * The tables page's view as a visitor sees it, whoever asks (an embedded chart, framed by other
 * sites, shows only public figures). BUSY when too many views are being computed.
 */
export async function loadVisitorTablesPage(
  locale: Locale,
  search: Search,
): Promise<TablesPageData | typeof BUSY> {
  try {
    return await publicView(locale, viewFields(search))
  } catch (error) {
    if (error instanceof Busy) return BUSY
    throw error
  }
}
