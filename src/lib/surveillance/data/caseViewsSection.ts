import { memoize } from '@/lib/cache/memo'
import { collectionTag } from '@/lib/cacheTags'
import { getCurrentUser } from '@/lib/site/currentUser'
import { getPayloadClient } from '@/lib/site/payload'
import type { FieldIssue } from '../input/issues'
import { parseCaseViewsQuery } from '../tables/caseViewsQuery'
import { loadCaseViews, type CaseViews } from './caseViews'
import { gridTags } from './disclosure'
import type { TablesPageData } from './prevalencePage'

/** The address field of the section's year (the anomaly is the tables' first one). */
export const CASE_YEAR_FIELD = 'caseYear'

export interface CaseViewsSectionData {
  malformation: number
  year: number
  issues: FieldIssue[]
  views: CaseViews | null
}

/**
 * The tables page's case-records section: the first anomaly chosen above, the year of the
 * `caseYear` field (the last year with accepted data by default), through the disclosure policy
 * like the rest of the page. A visitor's view depends only on the anomaly and the year: kept in
 * the data cache until the accepted data or the settings change. Null when the page has no
 * anomaly or no year to show, or when the choice above was refused.
 */
export async function loadCaseViewsSection(
  page: TablesPageData,
  search: Record<string, string | string[] | undefined>,
): Promise<CaseViewsSectionData | null> {
  // A refused choice above computes nothing, this section included.
  if (page.query === null) return null
  const malformation = page.query.malformations[0]
  const lastYear = page.years.at(-1)
  if (malformation === undefined || lastYear === undefined) return null
  const asked = search[CASE_YEAR_FIELD]
  const query = parseCaseViewsQuery({
    malformation,
    year: (Array.isArray(asked) ? asked[0] : asked) ?? lastYear,
  })
  if (!query.ok) return { malformation, year: lastYear, issues: query.issues, views: null }
  const { year } = query.value
  const [payload, user] = await Promise.all([getPayloadClient(), getCurrentUser()])
  const read = user
    ? await loadCaseViews(payload, user, query.value)
    : await memoize(
        `surveillance:case-views-public:${malformation}:${year}`,
        [...gridTags, collectionTag('data-submissions'), collectionTag('anomaly-definitions')],
        () => loadCaseViews(payload, null, query.value),
      )
  return read.ok
    ? { malformation, year, issues: [], views: read.value }
    : { malformation, year, issues: read.issues, views: null }
}
