import type { Locale } from '@/i18n/locales'
import type { Coordination } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

/** Coordinations, the current one (latest start year) first. */
export const getCoordinations = cachedQuery(
  'coordinations',
  { collections: ['coordinations'] },
  async (locale: Locale): Promise<Coordination[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'coordinations',
      locale,
      depth: 1,
      sort: '-startYear',
      limit: 200,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  },
)
