import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'
import { collectionTag, globalTag } from '@/lib/cacheTags'

/**
 * Expires the cached public reads of a collection or global. Outside a Next.js
 * server (seed script, migrations, tests) there is no cache to expire, and
 * revalidateTag throws: that case is ignored on purpose.
 */
async function expire(tag: string): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache')
    revalidateTag(tag, 'max')
  } catch {
    // not running inside Next.js: nothing is cached
  }
}

export const revalidateCollectionAfterChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  context,
}) => {
  if (!context.disableRevalidate) await expire(collectionTag(collection.slug))
  return doc
}

export const revalidateCollectionAfterDelete: CollectionAfterDeleteHook = async ({
  collection,
  doc,
  context,
}) => {
  if (!context.disableRevalidate) await expire(collectionTag(collection.slug))
  return doc
}

export const revalidateGlobalAfterChange: GlobalAfterChangeHook = async ({
  global,
  doc,
  context,
}) => {
  if (!context.disableRevalidate) await expire(globalTag(global.slug))
  return doc
}
