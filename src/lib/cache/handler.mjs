// The Next.js page and data cache (next.config's `cacheHandler`), chosen when the server starts.
// With REDIS_URL every instance shares its entries and tag expiries through Redis; without it,
// one machine keeps Next's own file cache, with its tag expiries kept on disk.
// Plain JavaScript: Next.js loads this file itself, outside the bundles.
import { DurableFileCache } from './durableFileCache.mjs'
import { SharedRedisCache } from './sharedRedisCache.mjs'

export default process.env.REDIS_URL ? SharedRedisCache : DurableFileCache
