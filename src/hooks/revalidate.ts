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
import { expireTags } from '@/lib/cache/memo'
import { collectionTag, globalTag } from '@/lib/cacheTags'

/**
 * Expires the cached public reads of a collection or global, and the pages built from them: the
 * next visit renders the saved content instead of being served the previous copy. Bulk writes
 * (seed, baseline import) skip it and expire once at the end.
 */
function expire(tag: string, context: { disableRevalidate?: unknown }): void {
  if (!context.disableRevalidate) expireTags([tag])
}

type Context = { disableRevalidate?: unknown }

/** Expires every cached public read of a collection (and the static pages built from them). */
export const expireCollection = (slug: CachedCollection, context: Context = {}): void =>
  expire(collectionTag(slug), context)

/** Expires every cached public read of a global. */
export const expireGlobal = (slug: CachedGlobal, context: Context = {}): void =>
  expire(globalTag(slug), context)

const afterCollectionChange: CollectionAfterChangeHook = async ({ collection, doc, context }) => {
  if (isCachedCollection(collection.slug)) expireCollection(collection.slug, context)
  return doc
}

const afterCollectionDelete: CollectionAfterDeleteHook = async ({ collection, doc, context }) => {
  if (isCachedCollection(collection.slug)) expireCollection(collection.slug, context)
  return doc
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, context }) => {
  if (isCachedGlobal(global.slug)) expireGlobal(global.slug, context)
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
