// The production server: Next.js's own request handler, through its documented custom-server API
// (`next({ dev: false }).getRequestHandler()`), with one addition: the client's address, taken
// from the socket (clientAddress.mjs), which `next start` does not give the app in a form a
// client cannot forge. Nothing else: caching, headers and routing are Next.js's and next.config's.
// `npm start` runs it; on several instances, run `node server/index.mjs` on each (PORT, HOSTNAME).
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { setClientAddress } from './clientAddress.mjs'
import { observeRequest } from './requestObserver.mjs'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
const app = next({ dev: false, dir: path.resolve(import.meta.dirname, '..'), port })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer((req, res) => {
  observeRequest(req, res)
  setClientAddress(req)
  handle(req, res)
})
// Idle keep-alive connections stay open longer than the proxies and clients in front keep theirs
// (nginx and most load balancers: 60 s), so none is closed here just as a request is sent on it.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, hostname, () =>
  console.log(`✓ Ready in ${Math.round(process.uptime() * 1000)}ms on http://localhost:${port}`),
)
// Stop taking requests, let the ones under way finish, drop idle keep-alive connections.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
  })
