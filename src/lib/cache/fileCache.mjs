// The page and data cache of one machine (no REDIS_URL), through Next.js's documented cache
// handler interface (next.config's `cacheHandler`: get, set, revalidateTag): entries in files
// under the build's cache folder, and the time each tag was last expired in a file beside them,
// so an edit saved just before a restart is not answered from a copy rendered before it.
// Plain JavaScript: Next.js loads this file itself, outside the bundles.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'

/** Entries also kept in memory, so a busy page is not read from disk on each request. */
const MEMORY_ENTRIES = 500
/** Expiries older than this no longer matter: every page is regenerated hourly. */
const KEEP_EXPIRIES_MS = 7 * 24 * 3600 * 1000
/** Next.js's header listing the tags a cached page was rendered from. */
const PAGE_TAGS_HEADER = 'x-next-cache-tags'

let folder = null
let expiriesFile = null
let entriesFolder = null
/** tag → when it was last expired (ms); shared by every handler Next.js creates. */
const expiredAt = new Map()
const memory = new Map()

/** The build's id (Next.js writes it before rendering any page), or one name in development. */
function buildIdOf(distDir) {
  try {
    return fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim() || 'development'
  } catch {
    return 'development'
  }
}

function open(serverDistDir) {
  const distDir = serverDistDir ?? process.env.NEXT_DIST_DIR ?? '.next'
  folder = path.join(distDir, 'cache', 'relamc')
  expiriesFile = path.join(folder, 'expired-tags.json')
  // Entries per build, as in Redis: a page rendered by the previous build names script files
  // that a new build no longer has, and the cache folder survives `next build`.
  entriesFolder = path.join(folder, 'entries', buildIdOf(distDir))
  fs.mkdirSync(entriesFolder, { recursive: true })
  try {
    for (const [tag, at] of Object.entries(JSON.parse(fs.readFileSync(expiriesFile, 'utf8'))))
      if (typeof at === 'number') expiredAt.set(tag, at)
  } catch {
    // nothing expired yet, or an unreadable file: the hourly regeneration still applies
  }
}

const entryFile = (key) =>
  path.join(entriesFolder, crypto.createHash('sha256').update(key).digest('hex'))

function remember(key, entry) {
  memory.delete(key)
  memory.set(key, entry)
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value)
}

/** The tags an entry was made from: a page's from its headers, a cached read's from Next.js. */
function tagsOf(value, context) {
  const header = value?.headers?.[PAGE_TAGS_HEADER]
  return [
    ...(typeof header === 'string' ? header.split(',') : []),
    ...(context?.tags ?? []),
    ...(context?.softTags ?? []),
  ]
}

export class FileCache {
  constructor(options) {
    if (!folder) open(options?.serverDistDir && path.join(options.serverDistDir, '..'))
  }

  async get(key, context) {
    let entry = memory.get(key)
    if (!entry) {
      try {
        entry = v8.deserialize(await fs.promises.readFile(entryFile(key)))
      } catch {
        return null
      }
      remember(key, entry)
    }
    // A copy made before one of its tags was expired is not answered: Next.js renders anew.
    const tags = [...entry.tags, ...tagsOf(entry.value, context)]
    if (tags.some((tag) => (expiredAt.get(tag) ?? 0) >= entry.lastModified)) return null
    // The entry's lifetime as it was rendered, so a restarted server regenerates it on time.
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      cacheControl: entry.cacheControl,
    }
  }

  async set(key, value, context) {
    const entry = {
      lastModified: Date.now(),
      value,
      tags: tagsOf(value, context),
      cacheControl: context?.fetchCache ? undefined : context?.cacheControl,
    }
    remember(key, entry)
    if (value === null) return
    const file = entryFile(key)
    // A name of its own per write: two renders of one page may store it at the same moment.
    const temporary = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`
    await fs.promises.writeFile(temporary, v8.serialize(entry))
    await fs.promises.rename(temporary, file)
  }

  async revalidateTag(tags) {
    const now = Date.now()
    for (const tag of [tags].flat()) expiredAt.set(tag, now)
    const cutoff = now - KEEP_EXPIRIES_MS
    const kept = Object.fromEntries([...expiredAt].filter(([, at]) => at > cutoff))
    // Written before this call returns: Next.js expires tags once the saving request has
    // answered, and a server stopped right then must still find the expiry when it starts.
    const temporary = `${expiriesFile}.${process.pid}.tmp`
    fs.writeFileSync(temporary, JSON.stringify(kept))
    fs.renameSync(temporary, expiriesFile)
  }

  resetRequestCache() {}
}
