import type { Locale } from '@/i18n/locales'
import type { MemberRegistry } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

export type Registry = Omit<MemberRegistry, 'publications'>

/**
 * Member registries by initials, with their logos, without their publications (listed on the
 * publications pages). Inactive ones are included: each page decides what to do with them.
 */
export const getRegistries = cachedQuery(
  'member-registries',
  { collections: ['member-registries', 'media'] },
  async (locale: Locale): Promise<Registry[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'member-registries',
      locale,
      depth: 1,
      sort: 'initials',
      limit: 500,
      pagination: false,
      joins: false,
      overrideAccess: false,
    })
    return docs.map(({ publications: _publications, ...registry }) => registry)
  },
)
