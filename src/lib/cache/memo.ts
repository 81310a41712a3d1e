import { revalidateTag, unstable_cache } from 'next/cache'

/** A backstop only (the pages' hourly regeneration): a write expires the read's tags at once. */
const maxAgeSeconds = 3600

/**
 * A database read kept in Next.js's data cache under `key`, until one of its cache tags
 * (collection:<slug>, global:<slug>) is expired by the revalidation hooks (`expireTags`). The
 * cache handler (handler.mjs) keeps it in memory and on disk, or in Redis for every instance, and
 * shares the expiry the same way. Outside a Next.js request (scripts, jobs, tests) there is no
 * cache: the read runs each time. The value goes through JSON: plain data only; callers must not
 * modify it.
 */
export async function memoize<T>(
  key: string,
  tags: readonly string[],
  read: () => Promise<T>,
): Promise<T> {
  let started = false
  try {
    const cached = unstable_cache(
      () => {
        started = true
        return read()
      },
      ['memo', key],
      { tags: [...tags], revalidate: maxAgeSeconds },
    )
    return await cached()
  } catch (error) {
    // A failed read is the caller's to see; Next.js refusing before reading means no cache here.
    if (started) throw error
    return read()
  }
}

/**
 * Expires every cached read and page of these tags, on every instance. Payload's hooks run inside
 * the write's transaction; Next.js applies the expiry once the request that wrote has answered,
 * after the commit. Outside a request (seed, scripts, tests) nothing is cached: nothing to expire.
 */
export function expireTags(tags: readonly string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // not inside a Next.js request: nothing is cached
    }
  }
}
