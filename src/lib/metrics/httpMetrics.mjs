// Request metrics, recorded by the server's request observer (server/requestObserver.mjs) and
// read by GET /api/metrics. Both load prom-client from node_modules (the route through
// serverExternalPackages in next.config.ts), so Node's module cache gives them the one copy and
// its one default registry; a metric is looked up before it is made, for the same reason.
import promClient from 'prom-client'

const { Counter, Histogram, register } = promClient

const metric = (name, make) => register.getSingleMetric(name) ?? make()

const requests = () =>
  metric(
    'relamc_http_requests_total',
    () =>
      new Counter({
        name: 'relamc_http_requests_total',
        help: 'HTTP requests answered, by method, route and status',
        labelNames: ['method', 'route', 'status'],
      }),
  )

const durations = () =>
  metric(
    'relamc_http_request_duration_seconds',
    () =>
      new Histogram({
        name: 'relamc_http_request_duration_seconds',
        help: 'Time from the request to the last byte of its answer, by method and route',
        labelNames: ['method', 'route'],
        buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      }),
  )

const pageCache = () =>
  metric(
    'relamc_page_cache_total',
    () =>
      new Counter({
        name: 'relamc_page_cache_total',
        help: "Pages answered from Next.js's cache (hit), regenerated (stale) or rendered (miss)",
        labelNames: ['result'],
      }),
  )

/** One answered request; `cache` is the answer's x-nextjs-cache header, when it has one. */
export function recordRequest({ method, route, status, seconds, cache }) {
  requests().inc({ method, route, status: String(status) })
  durations().observe({ method, route }, seconds)
  if (typeof cache === 'string') pageCache().inc({ result: cache.toLowerCase() })
}
