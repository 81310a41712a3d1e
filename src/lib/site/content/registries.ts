import type { Locale } from '@/i18n/locales'
import type { MemberRegistry } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

export type Registry = Omit<MemberRegistry, 'publications'>

/** Member registries by initials, without their publications (listed on the publications pages). */
export const getRegistries = cachedQuery(
  'member-registries',
  { collections: ['member-registries'] },
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
