import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { registryLabel } from '../present/monitoringLabels'

export interface PublishedReportItem {
  /** The registry's network code, for the report's address. */
  registry: string
  registryName: string
  year: number
  semester: 1 | 2
  publishedAt: string
}

/** How many publications the report page lists, newest first. */
export const PUBLISHED_LIST_LIMIT = 50

/**
 * The reports published to this visitor's registries (every registry for an
 * admin; nothing for a visitor who is not logged in), newest first, under
 * the collection's own access rule.
 */
export async function loadPublishedReports(
  payload: Payload,
  user: User | null,
  locale: Locale,
): Promise<PublishedReportItem[]> {
  if (!user) return []
  const { docs } = await payload.find({
    collection: 'published-reports',
    user,
    overrideAccess: false,
    locale,
    depth: 1,
    limit: PUBLISHED_LIST_LIMIT,
    sort: '-publishedAt',
    select: { registry: true, year: true, semester: true, publishedAt: true },
    populate: { 'member-registries': { networkCode: true, initials: true, name: true } },
  })
  return docs.flatMap((doc) => {
    const registry = doc.registry
    if (typeof registry !== 'object' || !registry || !doc.publishedAt) return []
    return [
      {
        registry: registry.networkCode,
        registryName: registryLabel({
          initials: registry.initials,
          name: registry.name,
          code: registry.networkCode,
        }),
        year: doc.year,
        semester: doc.semester === 1 ? 1 : 2,
        publishedAt: doc.publishedAt,
      },
    ]
  })
}
