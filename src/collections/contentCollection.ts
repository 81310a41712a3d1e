import type { CollectionConfig } from 'payload'
import { anyone, isAdmin } from '@/access'
import {
  revalidateCollectionAfterChange,
  revalidateCollectionAfterDelete,
} from '@/hooks/revalidate'

/**
 * Defaults shared by the office's content: everyone reads, admins write, every
 * save keeps a version (a bad edit can be restored) and expires the public cache.
 * Collections override what differs (members-only reads, hidden webinars...).
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
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), revalidateCollectionAfterChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), revalidateCollectionAfterDelete],
    },
  }
}
