import type { Locale } from '@/i18n/locales'
import type { AnnualMeeting, Event, OperationalWebinar, ResearchWebinar } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

const all = { limit: 500, pagination: false, overrideAccess: false } as const

/** Every annual meeting, newest first, with its documents' files. */
export const getAnnualMeetings = cachedQuery(
  'annual-meetings',
  { collections: ['annual-meetings', 'media'] },
  async (locale: Locale): Promise<AnnualMeeting[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'annual-meetings',
      locale,
      depth: 1,
      sort: '-startDate',
      ...all,
    })
    return docs
  },
)

/** Visible operational webinars (access control hides the others), newest first. */
export const getOperationalWebinars = cachedQuery(
  'operational-webinars',
  { collections: ['operational-webinars', 'media'] },
  async (locale: Locale): Promise<OperationalWebinar[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'operational-webinars',
      locale,
      depth: 1,
      sort: '-date',
      ...all,
    })
    return docs
  },
)

/** Visible research webinars, newest first, with their files and the discussed project's link. */
export const getResearchWebinars = cachedQuery(
  'research-webinars',
  { collections: ['research-webinars', 'media', 'projects'] },
  async (locale: Locale): Promise<ResearchWebinar[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'research-webinars',
      locale,
      depth: 1,
      sort: '-date',
      populate: { projects: { title: true, slug: true } },
      ...all,
    })
    return docs
  },
)

/** Events ordered by their reference date, most recent first. */
export const getEvents = cachedQuery(
  'events',
  { collections: ['events', 'media'] },
  async (locale: Locale): Promise<Event[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'events',
      locale,
      depth: 1,
      sort: '-referenceDate',
      ...all,
    })
    return docs
  },
)
