import type { Locale } from '@/i18n/locales'
import { MANUAL_ORDER } from '@/lib/ordering/manualOrder'
import type { AccumulatedDatum, Announcement } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

/** The accumulated data files, in the office's order. */
export const getAccumulatedData = cachedQuery(
  'accumulated-data',
  { collections: ['accumulated-data', 'media'] },
  async (locale: Locale): Promise<AccumulatedDatum[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'accumulated-data',
      locale,
      depth: 1,
      sort: MANUAL_ORDER,
      limit: 500,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  },
)

/** Surveillance announcements, newest first. */
export const getAnnouncements = cachedQuery(
  'announcements',
  { collections: ['announcements', 'media', 'projects', 'resources'] },
  async (locale: Locale): Promise<Announcement[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'announcements',
      locale,
      depth: 1,
      sort: '-date',
      limit: 200,
      pagination: false,
      overrideAccess: false,
    })
    return docs
  },
)
