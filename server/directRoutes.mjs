// Routes the production server answers itself, without Next.js's request pipeline: a route
// module registers its handler here when Next.js first loads it (src/lib/directRoutes.ts), and
// from then on this server calls that handler directly. The public alarm-test API answers at
// close to the speed of a cached page this way. Only small bodies of declared length take this
// path; anything else still goes through Next.js, whose handler refuses it with its message.
import { securityHeaders } from '../src/lib/security/headers.mjs'

const registryKey = Symbol.for('relamc.directRoutes')
/** The largest body read here; a larger one is left to Next.js (and refused there). */
export const DIRECT_MAX_BODY_BYTES = 64 * 1024

const handlers = () => globalThis[registryKey]

/** The registered handler of this request, or null when Next.js must answer it. */
function handlerFor(req) {
  const path = (req.url ?? '/').split('?')[0]
  const handler = handlers()?.get(`${req.method} ${path}`)
  if (!handler) return null
  const length = Number(req.headers['content-length'])
  if (req.headers['transfer-encoding'] !== undefined) return null
  if (!Number.isSafeInteger(length) || length < 0 || length > DIRECT_MAX_BODY_BYTES) return null
  return handler
}

async function readBody(req) {
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/**
 * The request as the handler reads it (lib/directRoutes.ts): address, headers, and the body
 * already read. No Request is built: that and reading its answer back as a stream were a third
 * of each request's time under load.
 */
function toRequest(req, body) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each)
    else if (value !== undefined) headers.set(name, value)
  }
  return {
    // handlerFor matched the path, so req.url is a path; a fixed origin keeps a bad Host harmless.
    url: `http://localhost${req.url}`,
    headers,
    text: async () => body.toString('utf8'),
    json: async () => JSON.parse(body.toString('utf8')),
  }
}

/** Answers the request when a handler is registered for it; false sends it on to Next.js. */
export function serveDirect(req, res) {
  const handler = handlerFor(req)
  if (!handler) return false
  readBody(req)
    .then(async (body) => {
      const answer = await handler(toRequest(req, body))
      const payload = Buffer.from(JSON.stringify(answer.body))
      for (const { key, value } of securityHeaders) res.setHeader(key, value)
      res.setHeader('content-type', 'application/json')
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value)
      res.setHeader('content-length', payload.length)
      res.writeHead(answer.status)
      res.end(payload)
    })
    .catch((error) => {
      console.error(`${req.method} ${req.url} failed:`, error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ message: 'Internal Server Error' }))
    })
  return true
}
