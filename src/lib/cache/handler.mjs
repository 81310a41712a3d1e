// The Next.js page and data cache (next.config's `cacheHandler`), chosen when the server starts.
// With REDIS_URL every instance shares its entries and tag expiries through Redis; without it,
// one machine keeps them in files (fileCache.mjs), its tag expiries surviving a restart.
// Plain JavaScript: Next.js loads this file itself, outside the bundles.
import { FileCache } from './fileCache.mjs'
import { SharedRedisCache } from './sharedRedisCache.mjs'

export default process.env.REDIS_URL ? SharedRedisCache : FileCache
