// The cache shared by every instance through Redis, kept by a maintained handler: pages and data
// are stored under a prefix per build, and an expired tag is announced to every instance at once.
// A cache never holds a request up: Redis misconfigured, slow or gone, pages are rendered instead.
import fs from 'node:fs'
import path from 'node:path'
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache'
import { ensureKeyspaceEvents } from './redisKeyspace.mjs'

/** Longest wait for the cache on a read, and on a write or expiry, before going on without it. */
export const READ_TIMEOUT_MS = 1000
export const WRITE_TIMEOUT_MS = 2000
/** After a timeout or an error the cache is skipped for this long, so requests do not each wait. */
export const PAUSE_AFTER_FAILURE_MS = 10_000

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

/** One connection per Redis address and build, checked first: a handler, or null when unusable. */
const connections = new Map()

function connect(url, serverDistDir) {
  const keyPrefix = `${process.env.REDIS_KEY_PREFIX || 'relamc'}:${buildId(serverDistDir)}:`
  const key = `${url} ${keyPrefix}`
  if (!connections.has(key))
    connections.set(
      key,
      ensureKeyspaceEvents(url).then((check) => {
        if (!check.ok) {
          console.error(`${check.message} Pages are rendered without the shared cache meanwhile.`)
          return null
        }
        if (check.changed) console.log(`Redis: notify-keyspace-events set to "${check.flags}".`)
        return new RedisStringsHandler({
          redisUrl: url,
          database: redisDatabase(url),
          // A new release starts from an empty cache rather than pages rendered by the old code.
          keyPrefix,
          // Reads repeated within this window are answered from memory; an expired tag clears
          // them on every instance.
          inMemoryCachingTime: 10_000,
        })
      }),
    )
  return connections.get(key)
}

let pausedUntil = 0
const LATE = Symbol('late')

/** `operation` on the handler within `ms`, else (or on an error, or while paused) `fallback`. */
async function bounded(handler, ms, fallback, operation) {
  if (Date.now() < pausedUntil) return fallback
  let timer
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(LATE), ms)
  })
  try {
    const result = await Promise.race([handler.then((h) => (h ? operation(h) : fallback)), late])
    if (result !== LATE) return result
    console.error(`The shared cache did not answer within ${ms} ms: rendering without it.`)
  } catch (error) {
    console.error(`The shared cache failed (${error?.message ?? error}): rendering without it.`)
  } finally {
    clearTimeout(timer)
  }
  pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS
  return fallback
}

export class SharedRedisCache {
  constructor(context) {
    // Next.js makes a handler per request; they all share one connection.
    this.handler = connect(process.env.REDIS_URL, context.serverDistDir)
  }

  get(...args) {
    return bounded(this.handler, READ_TIMEOUT_MS, null, (h) => h.get(...args))
  }

  set(...args) {
    return bounded(this.handler, WRITE_TIMEOUT_MS, undefined, (h) => h.set(...args))
  }

  revalidateTag(...args) {
    return bounded(this.handler, WRITE_TIMEOUT_MS, undefined, (h) => h.revalidateTag(...args))
  }

  resetRequestCache() {}
}
