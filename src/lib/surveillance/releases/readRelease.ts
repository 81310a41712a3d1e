import type { Payload } from 'payload'
import { memoize } from '@/lib/cache/memo'
import { collectionTag } from '@/lib/cacheTags'
import { publishedRow } from '../disclosure'
import type { CountsRow } from '../submissions/aggregateCounts'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import { RELEASES, RELEASE_TABLES, type StoredCaseView } from './storedTables'

/** What a reader is told of the release the public figures come from. */
export interface ReleaseInfo {
  id: number
  number: number
  publishedAt: string
  suppressionThreshold: number
}

/** Expired when a release is published: every public figure is read through it. */
export const releaseTags = [collectionTag(RELEASES)]

/** The latest release, or null before the office published the first one. */
export function latestRelease(payload: Payload): Promise<ReleaseInfo | null> {
  return memoize('surveillance:latest-release', releaseTags, async () => {
    const { docs } = await payload.find({
      collection: RELEASES,
      sort: '-number',
      limit: 1,
      depth: 0,
      select: { number: true, publishedAt: true, suppressionThreshold: true },
      overrideAccess: true,
    })
    const doc = docs[0]
    return doc
      ? {
          id: doc.id,
          number: doc.number,
          publishedAt: doc.publishedAt,
          suppressionThreshold: doc.suppressionThreshold,
        }
      : null
  })
}

/** One stored field of an anomaly's table in a release (null: the release has no such anomaly). */
async function tableField<K extends 'rows' | 'withheld' | 'caseViews' | 'months'>(
  payload: Payload,
  release: ReleaseInfo,
  malformation: number,
  ...fields: K[]
) {
  const { docs } = await payload.find({
    collection: RELEASE_TABLES,
    where: { release: { equals: release.id }, malformation: { equals: malformation } },
    select: Object.fromEntries(fields.map((field) => [field, true])),
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * One anomaly's public grid in this release: every row as published (withheld cells without
 * their counts, rates and intervals). Kept in the cache until the next release.
 */
export function releasedGridRows(
  payload: Payload,
  release: ReleaseInfo,
  malformation: number,
): Promise<PrevalenceRow[]> {
  return memoize(
    `surveillance:release-grid:${release.id}:${malformation}`,
    releaseTags,
    async () => {
      const doc = await tableField(payload, release, malformation, 'rows', 'withheld')
      if (!doc) return []
      const withheld = new Set(doc.withheld as string[])
      return (doc.rows as PrevalenceRow[]).map((row) =>
        publishedRow(row, withheld, release.suppressionThreshold),
      )
    },
  )
}

/** One anomaly-year's case views as this release published them (null: none published). */
export function releasedCaseView(
  payload: Payload,
  release: ReleaseInfo,
  malformation: number,
  year: number,
): Promise<{ view: StoredCaseView; births: [string, number | null][] } | null> {
  return memoize(
    `surveillance:release-case-view:${release.id}:${malformation}:${year}`,
    releaseTags,
    async () => {
      const doc = await tableField(payload, release, malformation, 'rows', 'caseViews')
      const view = (doc?.caseViews as Record<string, StoredCaseView> | undefined)?.[String(year)]
      if (!doc || !view) return null
      const births = (doc.rows as PrevalenceRow[])
        .filter((row) => row.period.startsWith(String(year)))
        .map((row) => [`${row.registry}|${row.period}`, row.births] as [string, number | null])
      return { view, births }
    },
  )
}

/**
 * Every registry's accepted months of these anomalies (null: every anomaly) as this release froze
 * them: what the network's monitoring shows a reader without exact numbers, so its statistics
 * move only when the office publishes (none before the first release; a release published before
 * months were kept has none).
 */
export function releasedMonths(
  payload: Payload,
  release: ReleaseInfo,
  malformation: number | null,
): Promise<CountsRow[]> {
  return memoize(
    `surveillance:release-months:${release.id}:${malformation ?? 'all'}`,
    releaseTags,
    async () => {
      const { docs } = await payload.find({
        collection: RELEASE_TABLES,
        where: {
          release: { equals: release.id },
          ...(malformation === null ? {} : { malformation: { equals: malformation } }),
        },
        select: { months: true },
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      return docs.flatMap((doc) => (doc.months as CountsRow[] | null | undefined) ?? [])
    },
  )
}
