// The cache shared by every instance through Redis, kept by a maintained handler: pages and data
// are stored under a prefix per build, and an expired tag is announced to every instance at once.
import fs from 'node:fs'
import path from 'node:path'
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache'

let shared = null

/** The database number of redis://host:port/N (0 when absent). */
export function redisDatabase(url) {
  const number = Number(new URL(url).pathname.slice(1) || 0)
  return Number.isInteger(number) ? number : 0
}

function buildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'build'
  }
}

export class SharedRedisCache {
  constructor(context) {
    // Next.js makes a handler per request; they all share one connection.
    shared ??= new RedisStringsHandler({
      redisUrl: process.env.REDIS_URL,
      database: redisDatabase(process.env.REDIS_URL),
      // A new release starts from an empty cache rather than pages rendered by the old code.
      keyPrefix: `${process.env.REDIS_KEY_PREFIX || 'relamc'}:${buildId(context.serverDistDir)}:`,
      // Reads repeated within this window are answered from memory; an expired tag clears them
      // on every instance.
      inMemoryCachingTime: 10_000,
    })
  }

  get(...args) {
    return shared.get(...args)
  }

  set(...args) {
    return shared.set(...args)
  }

  revalidateTag(...args) {
    return shared.revalidateTag(...args)
  }

  resetRequestCache() {}
}
