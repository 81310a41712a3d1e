import type { Locale } from '@/i18n/locales'
import { MANUAL_ORDER } from '@/lib/ordering/manualOrder'
import type { Resource } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

/** Resources that are plain links (not the network's own), for /recursos/links, in the office's order. */
export const getLinkResources = cachedQuery(
  'link-resources',
  { collections: ['resources', 'media'] },
  async (locale: Locale): Promise<Resource[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'resources',
      locale,
      depth: 1,
      sort: MANUAL_ORDER,
      limit: 500,
      pagination: false,
      where: { isNetworkResource: { not_equals: true } },
      overrideAccess: false,
    })
    return docs
  },
)

/** One network resource; other resources have no page of their own. */
export const getNetworkResource = cachedQuery(
  'network-resource',
  { collections: ['resources', 'media'] },
  async (locale: Locale, id: number): Promise<Resource | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'resources',
      locale,
      depth: 1,
      limit: 1,
      where: { and: [{ id: { equals: id } }, { isNetworkResource: { equals: true } }] },
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
)
