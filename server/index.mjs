// The production server: Next.js behind a short in-memory cache of public pages (pageCache.mjs),
// with the routes that register for it answered directly (directRoutes.mjs).
// `npm start` runs it; on several instances, run `node server/index.mjs` on each (PORT, HOSTNAME).
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { setClientAddress } from './clientAddress.mjs'
import { serveDirect } from './directRoutes.mjs'
import { onExpiredTags } from './expiredTags.mjs'
import { createPageCache } from './pageCache.mjs'
import { plainContentType } from './plainContentType.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), port })
const handle = app.getRequestHandler()
await app.prepare()

const pages = createPageCache()
onExpiredTags(() => pages.clear())

// Browsers that reached the site over HTTPS keep to it for two years.
const strictTransport = (req) =>
  (process.env.SERVER_URL || '').startsWith('https://') ||
  req.headers['x-forwarded-proto'] === 'https'

const server = http.createServer((req, res) => {
  setClientAddress(req)
  if (strictTransport(req))
    res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  if (pages.serve(req, res)) return
  if (serveDirect(req, res)) return
  pages.capture(req, res)
  plainContentType(res)
  handle(req, res)
})
server.listen(port, hostname, () =>
  console.log(`✓ Ready in ${Math.round(process.uptime() * 1000)}ms on http://localhost:${port}`),
)
// Stop taking requests, let the ones under way finish, drop idle keep-alive connections.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
  })
