import type { CollectionConfig } from 'payload'
import { anyone, isAdmin } from '@/access'

/**
 * Defaults shared by the office's content: everyone reads, admins write, every
 * save keeps a version (a bad edit can be restored). Collections override what differs
 * (members-only reads, hidden webinars...). Cached ones get their revalidation in index.ts.
 */
export function contentCollection(config: CollectionConfig): CollectionConfig {
  return {
    versions: { maxPerDoc: 25 },
    ...config,
    access: {
      read: anyone,
      create: isAdmin,
      update: isAdmin,
      delete: isAdmin,
      readVersions: isAdmin,
      ...config.access,
    },
  }
}
