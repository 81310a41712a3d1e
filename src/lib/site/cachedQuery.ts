import { unstable_cache } from 'next/cache'
import type { CachedCollection, CachedGlobal } from '@/lib/cacheSources'
import { collectionTag, globalTag } from '@/lib/cacheTags'

type Sources = { collections?: readonly CachedCollection[]; globals?: readonly CachedGlobal[] }

/**
 * A Local-API read cached across requests and builds, tagged with every
 * collection and global it shows, so the revalidation hooks expire it (and the
 * static pages built from it) as soon as the office saves a change.
 * The arguments (locale, slug...) are part of the cache key.
 */
export function cachedQuery<Args extends unknown[], Result>(
  key: string,
  sources: Sources,
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const tags = [
    ...(sources.collections ?? []).map(collectionTag),
    ...(sources.globals ?? []).map(globalTag),
  ]
  return unstable_cache(read, ['site', key], { tags })
}
