import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { PublicationQuery } from '@/payload-types'
import {
  PUBLICATIONS_PER_PAGE,
  publicationWhere,
  type PublicationFilterOptions,
  type RegistryOption,
} from '@/lib/publications/filters'
import { formatCitation } from '@/lib/publications/formatCitation'
import {
  pdfPopulate,
  publicationRecord,
  publicationSelect,
  type PublicationDoc,
} from '@/lib/publications/fromDoc'
import type { PublicationType } from '@/lib/publications/record'
import { asFile, type FileDoc } from '../media'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

/** The two public lists: the network's own publications and the member registries'. */
export type PublicationList = 'network' | 'registries'

export const publicationCollections = {
  network: 'network-publications',
  registries: 'registry-publications',
} as const

const sources = {
  collections: ['network-publications', 'registry-publications', 'member-registries', 'media'],
} as const

/** A publication as a list shows it: the citation written out, its identifiers and files. */
export interface PublicationItem {
  id: number
  type: PublicationType | null
  citation: string
  doi: string | null
  pmid: string | null
  link: string | null
  pdf: FileDoc | null
  registry: Pick<RegistryOption, 'code' | 'initials' | 'name' | 'country'> | null
}

type PublicationRow = PublicationDoc & {
  registry?:
    number | { networkCode: string; initials: string; name: string; country: string } | null
}

const item = (doc: PublicationRow): PublicationItem => ({
  id: doc.id,
  type: doc.type ?? null,
  citation: formatCitation(publicationRecord(doc)),
  doi: doc.doi ?? null,
  pmid: doc.pmid ?? null,
  link: doc.link ?? null,
  pdf: asFile(doc.file),
  registry:
    doc.registry && typeof doc.registry === 'object'
      ? {
          code: doc.registry.networkCode,
          initials: doc.registry.initials,
          name: doc.registry.name,
          country: doc.registry.country,
        }
      : null,
})

/**
 * The years and registries a list's filters offer: only those some
 * publication has. Uncached, for the export; pages use the cached one below.
 */
export async function readPublicationFilterOptions(
  payload: Payload,
  list: PublicationList,
  locale: Locale,
): Promise<PublicationFilterOptions> {
  const collection = publicationCollections[list]
  const [years, registries] = await Promise.all([
    payload.findDistinct({ collection, field: 'year', depth: 0, overrideAccess: false }),
    payload.findDistinct({ collection, field: 'registry', depth: 0, overrideAccess: false }),
  ])
  const ids = registries.values.flatMap(({ registry }) =>
    typeof registry === 'number' ? [registry] : [],
  )
  const { docs } = ids.length
    ? await payload.find({
        collection: 'member-registries',
        locale,
        depth: 0,
        limit: ids.length,
        pagination: false,
        sort: 'initials',
        where: { id: { in: ids } },
        select: { networkCode: true, initials: true, name: true, country: true },
        joins: false,
        overrideAccess: false,
      })
    : { docs: [] }
  return {
    years: years.values
      .flatMap(({ year }) => (typeof year === 'number' ? [year] : []))
      .sort((a, b) => b - a),
    registries: docs.map((doc) => ({
      id: doc.id,
      code: doc.networkCode,
      initials: doc.initials,
      name: doc.name,
      country: doc.country,
    })),
  }
}

export const getPublicationFilterOptions = cachedQuery(
  'publication-filters',
  sources,
  async (list: PublicationList, locale: Locale): Promise<PublicationFilterOptions> =>
    readPublicationFilterOptions(await getPayloadClient(), list, locale),
)

export interface PublicationPage {
  items: PublicationItem[]
  page: number
  totalPages: number
  totalDocs: number
}

/**
 * One page of a list (PUBLICATIONS_PER_PAGE publications), newest first, with
 * the filters applied. The id settles ties, so pages never share or skip one.
 * Publications without a year sort by the database's rule for empty values
 * (last on SQLite, first on PostgreSQL).
 */
export const getPublicationsPage = cachedQuery(
  'publications-page',
  sources,
  async (
    list: PublicationList,
    locale: Locale,
    filters: { year: number | null; registry: { id: number } | null; page: number },
  ): Promise<PublicationPage> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: publicationCollections[list],
      locale,
      depth: 1,
      page: filters.page,
      limit: PUBLICATIONS_PER_PAGE,
      sort: ['-year', '-id'],
      where: publicationWhere(filters),
      select: publicationSelect,
      populate: {
        'member-registries': { networkCode: true, initials: true, name: true, country: true },
        media: pdfPopulate,
      },
      overrideAccess: false,
    })
    return {
      items: result.docs.map((doc) => item(doc as PublicationRow)),
      page: filters.page,
      totalPages: result.totalPages,
      totalDocs: result.totalDocs,
    }
  },
)

export const getPublicationQueries = cachedQuery(
  'publication-queries',
  { collections: ['publication-queries'] },
  async (locale: Locale, group: PublicationQuery['group']): Promise<PublicationQuery[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'publication-queries',
      locale,
      depth: 0,
      sort: 'subgroup',
      limit: 500,
      pagination: false,
      where: { group: { equals: group } },
      overrideAccess: false,
    })
    return docs
  },
)
