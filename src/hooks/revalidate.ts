import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
} from 'payload'
import {
  isCachedCollection,
  isCachedGlobal,
  type CachedCollection,
  type CachedGlobal,
} from '@/lib/cacheSources'
import { forgetTags } from '@/lib/cache/memo'
import { collectionTag, globalTag } from '@/lib/cacheTags'

/**
 * Expires the cached public reads of a collection or global at once: the next
 * visit renders the saved content instead of being served the previous copy.
 * Outside a Next.js server (seed script, migrations, tests) there is no cache
 * to expire, and revalidateTag throws: that case is ignored on purpose.
 */
async function expire(tag: string, context: { disableRevalidate?: unknown }): Promise<void> {
  // The in-process reads always go: the data changed. Bulk writes (seed, baseline import) skip
  // the page cache and the announcement to other instances, and expire once at the end.
  if (context.disableRevalidate) return forgetTags([tag], { here: true })
  forgetTags([tag])
  try {
    const { revalidateTag } = await import('next/cache')
    revalidateTag(tag, { expire: 0 })
  } catch {
    // not running inside Next.js: nothing is cached
  }
}

type Context = { disableRevalidate?: unknown }

/** Expires every cached public read of a collection (and the static pages built from them). */
export const expireCollection = (slug: CachedCollection, context: Context = {}): Promise<void> =>
  expire(collectionTag(slug), context)

/** Expires every cached public read of a global. */
export const expireGlobal = (slug: CachedGlobal, context: Context = {}): Promise<void> =>
  expire(globalTag(slug), context)

const afterCollectionChange: CollectionAfterChangeHook = async ({ collection, doc, context }) => {
  if (isCachedCollection(collection.slug)) await expireCollection(collection.slug, context)
  return doc
}

const afterCollectionDelete: CollectionAfterDeleteHook = async ({ collection, doc, context }) => {
  if (isCachedCollection(collection.slug)) await expireCollection(collection.slug, context)
  return doc
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, context }) => {
  if (isCachedGlobal(global.slug)) await expireGlobal(global.slug, context)
  return doc
}

/** The hooks themselves, for the check that every cached source has them. */
export const revalidationHooks = { afterCollectionChange, afterCollectionDelete, afterGlobalChange }

/** Adds the revalidation hooks to a collection the public pages cache; others pass unchanged. */
export function withRevalidation(config: CollectionConfig): CollectionConfig {
  if (!isCachedCollection(config.slug)) return config
  return {
    ...config,
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), afterCollectionChange],
      afterDelete: [...(config.hooks?.afterDelete ?? []), afterCollectionDelete],
    },
  }
}

/** Adds the revalidation hook to a global the public pages cache; others pass unchanged. */
export function withGlobalRevalidation(config: GlobalConfig): GlobalConfig {
  if (!isCachedGlobal(config.slug)) return config
  return {
    ...config,
    hooks: {
      ...config.hooks,
      afterChange: [...(config.hooks?.afterChange ?? []), afterGlobalChange],
    },
  }
}
