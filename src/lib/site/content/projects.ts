import type { Locale } from '@/i18n/locales'
import { MANUAL_ORDER } from '@/lib/ordering/manualOrder'
import type { Project } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

export type ProjectSummary = Pick<
  Project,
  'id' | 'title' | 'subtitle' | 'slug' | 'isCompleted' | 'image' | 'startYear' | 'endYear'
>

/** Every project in the office's order (the page splits them, keeping it), with its card image. */
export const getProjects = cachedQuery(
  'projects',
  { collections: ['projects', 'media'] },
  async (locale: Locale): Promise<ProjectSummary[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      locale,
      depth: 1,
      sort: MANUAL_ORDER,
      limit: 500,
      pagination: false,
      select: {
        title: true,
        subtitle: true,
        slug: true,
        isCompleted: true,
        image: true,
        startYear: true,
        endYear: true,
      },
      overrideAccess: false,
    })
    return docs
  },
)

/** One project with its image, files and participating registries (only what their links need). */
export const getProject = cachedQuery(
  'project',
  { collections: ['projects', 'media', 'resources', 'member-registries'] },
  async (locale: Locale, slug: string): Promise<Project | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      locale,
      depth: 1,
      limit: 1,
      where: { slug: { equals: slug } },
      populate: {
        'member-registries': { networkCode: true, initials: true, name: true, status: true },
      },
      overrideAccess: false,
    })
    return docs[0] ?? null
  },
)

export const getProjectSlugs = async (): Promise<string[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'projects',
    depth: 0,
    limit: 1000,
    pagination: false,
    select: { slug: true },
    overrideAccess: false,
  })
  return docs.flatMap((doc) => (doc.slug ? [doc.slug] : []))
}
