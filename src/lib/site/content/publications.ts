import type { Locale } from '@/i18n/locales'
import type { NetworkPublication, PublicationQuery } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

export type PublicationItem = {
  id: number
  citation: string
  link?: string | null
  year?: number | null
}
export type RegistryPublications = {
  registry: { id: number; initials: string; name: string; country: string }
  items: PublicationItem[]
}

const item = (
  doc: Pick<NetworkPublication, 'id' | 'citation' | 'link' | 'year'>,
): PublicationItem => ({
  id: doc.id,
  citation: doc.citation,
  link: doc.link,
  year: doc.year,
})

export const getNetworkPublications = cachedQuery(
  'network-publications',
  { collections: ['network-publications'] },
  async (locale: Locale): Promise<PublicationItem[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'network-publications',
      locale,
      depth: 0,
      sort: '-year',
      limit: 1000,
      pagination: false,
      select: { citation: true, link: true, year: true },
      overrideAccess: false,
    })
    return docs.map(item)
  },
)

/** Registry publications grouped by registry, registries in alphabetical order of initials. */
export const getRegistryPublications = cachedQuery(
  'registry-publications',
  { collections: ['registry-publications', 'member-registries'] },
  async (locale: Locale): Promise<RegistryPublications[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'registry-publications',
      locale,
      depth: 1,
      sort: '-year',
      limit: 2000,
      pagination: false,
      select: { citation: true, link: true, year: true, registry: true },
      populate: { 'member-registries': { initials: true, name: true, country: true } },
      overrideAccess: false,
    })
    const groups = new Map<number, RegistryPublications>()
    for (const doc of docs) {
      const registry = doc.registry
      if (!registry || typeof registry !== 'object') continue
      const group = groups.get(registry.id) ?? {
        registry: {
          id: registry.id,
          initials: registry.initials,
          name: registry.name,
          country: registry.country,
        },
        items: [],
      }
      group.items.push(item(doc))
      groups.set(registry.id, group)
    }
    return [...groups.values()].sort((a, b) =>
      a.registry.initials.localeCompare(b.registry.initials),
    )
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
