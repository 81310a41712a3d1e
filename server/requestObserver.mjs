// Watches each request the server answers: gives it a request id (the caller's X-Request-Id when
// it sends a plausible one, else a new one; passed on to the app and sent back), and when the
// answer is finished writes one JSON log line (id, method, path, route, status, duration) and
// records the request metrics. Only the request's headers and the response's public events and
// headers are used. `server/index.mjs` calls it once per request.
import { randomUUID } from 'node:crypto'
import { pino } from 'pino'
import { loggerOptions } from '../src/lib/log/loggerOptions.mjs'
import { recordRequest } from '../src/lib/metrics/httpMetrics.mjs'
import { routeLabel } from '../src/lib/metrics/routeLabel.mjs'

const PLAUSIBLE_ID = /^[\w.:-]{1,128}$/

/** An observer writing to `logger` (a pino logger; tests pass one writing to a stream). */
export const createRequestObserver = (logger) => (req, res) => {
  const given = req.headers['x-request-id']
  const requestId = typeof given === 'string' && PLAUSIBLE_ID.test(given) ? given : randomUUID()
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  const started = process.hrtime.bigint()
  let logged = false
  const done = (aborted) => {
    if (logged) return
    logged = true
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    const path = (req.url || '/').split('?')[0]
    const route = routeLabel(path, res.statusCode)
    const status = aborted ? 499 : res.statusCode
    recordRequest({
      method: req.method,
      route,
      status,
      seconds,
      cache: res.getHeader('x-nextjs-cache'),
    })
    logger.info({
      msg: 'request',
      requestId,
      method: req.method,
      path,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
    })
  }
  res.on('finish', () => done(false))
  // The client left before the answer was complete: logged once, as nginx's 499.
  res.on('close', () => done(!res.writableFinished))
}

// Written without blocking: lines logged while a write is under way leave together, in one
// system call, instead of one each (pino flushes what is left when the process exits).
export const observeRequest = createRequestObserver(
  pino(loggerOptions('http'), pino.destination({ sync: false })),
)
