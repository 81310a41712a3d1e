// Tells the page cache when content changes. In this process, the revalidation hooks call the
// listeners registered under a global symbol (src/lib/cache/memo.ts); with REDIS_URL, changes
// made through other instances arrive on the Redis channel of src/lib/cache/expiryBroadcast.ts.
import { createClient } from 'redis'

export function onExpiredTags(listener) {
  const key = Symbol.for('relamc.expiredTagListeners')
  ;(globalThis[key] ??= new Set()).add(listener)
  if (!process.env.REDIS_URL) return
  const subscriber = createClient({ url: process.env.REDIS_URL })
  subscriber.on('error', (error) => console.error('Redis (expired tags):', error.message))
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(`${process.env.REDIS_KEY_PREFIX || 'relamc'}:expired-tags`, listener),
    )
    .catch((error) => console.error('Redis (expired tags): cannot subscribe:', error.message))
}
