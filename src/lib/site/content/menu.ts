import type { Locale } from '@/i18n/locales'
import { MANUAL_ORDER } from '@/lib/ordering/manualOrder'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'
import { projectPath, resourcePath } from '../routes'

export type MenuEntry = { label: string; href: string }

/** Projects for the menu's submenu, in the office's order: title and slug only. */
export const getMenuProjects = cachedQuery(
  'menu-projects',
  { collections: ['projects'] },
  async (locale: Locale): Promise<MenuEntry[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'projects',
      locale,
      depth: 0,
      limit: 100,
      pagination: false,
      sort: MANUAL_ORDER,
      select: { title: true, slug: true },
      overrideAccess: false,
    })
    return docs
      .filter((doc) => doc.slug)
      .map((doc) => ({ label: doc.title, href: projectPath(doc.slug!) }))
  },
)

/**
 * The network's own resources (atlas, app, inventory...) in the office's order,
 * each with a page at /recursos/{id}; the first is where /recursos goes.
 */
export const getMenuResources = cachedQuery(
  'menu-resources',
  { collections: ['resources'] },
  async (locale: Locale): Promise<MenuEntry[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'resources',
      locale,
      depth: 0,
      limit: 100,
      pagination: false,
      sort: MANUAL_ORDER,
      where: { isNetworkResource: { equals: true } },
      select: { title: true },
      overrideAccess: false,
    })
    return docs.map((doc) => ({ label: doc.title, href: resourcePath(doc.id) }))
  },
)
