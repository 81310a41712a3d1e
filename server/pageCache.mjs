// Public pages kept in memory for a few seconds, in front of Next.js: a page Next.js serves from
// its own cache (x-nextjs-cache) to an anonymous visitor with a locale cookie is answered again
// from here, byte for byte, without running Next.js's request pipeline. Dropped at once when
// any content changes (see expiredTags.mjs), and after `ttlMs` so Next.js still sees traffic to
// regenerate pages on its schedule.

const locales = new Set(['pt', 'es', 'en'])
const routerHeaders = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
]

function cookieValue(header, name) {
  const match = new RegExp(`(?:^|;)\\s*${name}=([^;]*)`).exec(header)
  return match ? match[1].trim() : null
}

/** The cache key of a request, or null when the request must reach Next.js. */
export function pageKey(req) {
  if (req.method !== 'GET') return null
  const url = req.url ?? '/'
  if (/^\/(api|admin|_next)(\/|$|\?)/.test(url) || /^\/[^?]*\.[a-z0-9]+($|\?)/i.test(url))
    return null
  if (routerHeaders.some((name) => req.headers[name] !== undefined)) return null
  const cookie = req.headers.cookie ?? ''
  if (cookieValue(cookie, 'payload-token') !== null) return null
  const locale = cookieValue(cookie, 'NEXT_LOCALE')
  if (!locale || !locales.has(locale)) return null
  const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? 'gzip' : 'identity'
  return `${locale}|${gzip}|${url}`
}

export function createPageCache({ ttlMs = 5000, maxEntries = 1000 } = {}) {
  const entries = new Map()

  /** Answers from memory when it can; false sends the request on to Next.js. */
  function serve(req, res) {
    const key = pageKey(req)
    if (!key) return false
    const entry = entries.get(key)
    if (!entry) return false
    if (Date.now() - entry.storedAt > ttlMs) {
      entries.delete(key)
      return false
    }
    if (entry.headers.etag && req.headers['if-none-match'] === entry.headers.etag) {
      res.writeHead(304, { etag: entry.headers.etag })
      res.end()
      return true
    }
    res.writeHead(entry.status, entry.headers)
    res.end(entry.body)
    return true
  }

  /** Records what Next.js sends for this request, to keep it if it is a cached public page. */
  function capture(req, res) {
    const key = pageKey(req)
    if (!key) return
    const generation = cleared
    const chunks = []
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const keep = (chunk, encoding) => {
      if (chunk && typeof chunk !== 'function')
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding))
    }
    res.write = (chunk, encoding, callback) => {
      keep(chunk, typeof encoding === 'string' ? encoding : undefined)
      return write(chunk, encoding, callback)
    }
    res.end = (chunk, encoding, callback) => {
      keep(chunk, typeof encoding === 'string' ? encoding : undefined)
      const headers = res.getHeaders()
      const cacheControl = String(headers['cache-control'] ?? '')
      if (
        res.statusCode === 200 &&
        headers['x-nextjs-cache'] !== undefined &&
        headers['set-cookie'] === undefined &&
        !/no-store/.test(cacheControl) &&
        generation === cleared
      ) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value)
        const body = Buffer.concat(chunks)
        entries.set(key, {
          status: 200,
          // Served from a cache from now on, whatever Next.js did for this first answer.
          headers: { ...headers, 'content-length': String(body.length), 'x-nextjs-cache': 'HIT' },
          body,
          storedAt: Date.now(),
        })
      }
      return end(chunk, encoding, callback)
    }
  }

  // A response started before a change must not be kept after it.
  let cleared = 0
  function clear() {
    cleared++
    entries.clear()
  }

  return {
    serve,
    capture,
    clear,
    get size() {
      return entries.size
    },
  }
}
