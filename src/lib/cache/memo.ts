import { announceExpiredTags, listenForExpiredTags } from './expiryBroadcast'

type Entry = { value: Promise<unknown>; tags: readonly string[]; expiresAt: number }

// One store per process, whichever bundle imports this module.
const storeKey = Symbol.for('relamc.memo')
const store = ((globalThis as Record<symbol, Map<string, Entry> | undefined>)[storeKey] ??= new Map<
  string,
  Entry
>())

/** A backstop only: entries are dropped as soon as a tag they read is expired. */
const maxAgeMs = 10 * 60_000

/**
 * A database read kept in this process, under `key`, until one of its cache
 * tags (collection:<slug>, global:<slug>) is expired by the revalidation hooks.
 * Concurrent first reads share one query. Callers must not modify the value.
 */
export function memoize<T>(
  key: string,
  tags: readonly string[],
  read: () => Promise<T>,
): Promise<T> {
  listenForExpiredTags(forgetLocally)
  const now = Date.now()
  const kept = store.get(key)
  if (kept && kept.expiresAt > now) return kept.value as Promise<T>
  const value = read()
  const entry: Entry = { value, tags, expiresAt: now + maxAgeMs }
  store.set(key, entry)
  value.catch(() => {
    if (store.get(key) === entry) store.delete(key)
  })
  return value
}

// Others to tell in this process (the production server's page cache, server/pageCache.mjs).
const listenersKey = Symbol.for('relamc.expiredTagListeners')
const listeners = ((
  globalThis as Record<symbol, Set<(tags: readonly string[]) => void> | undefined>
)[listenersKey] ??= new Set())

function forgetLocally(tags: readonly string[]): void {
  for (const [key, entry] of store) {
    if (entry.tags.some((tag) => tags.includes(tag))) store.delete(key)
  }
  for (const listener of listeners) listener(tags)
}

/**
 * Drops every kept read of these tags in this process, and (unless `here` only, for bulk writes
 * that announce once at the end) on every other instance through Redis.
 */
export function forgetTags(tags: readonly string[], { here = false } = {}): void {
  forgetLocally(tags)
  // Hooks run before their transaction commits: a read in between could keep the old rows.
  setTimeout(() => forgetLocally(tags), 1000).unref()
  if (!here) void announceExpiredTags(tags)
}
