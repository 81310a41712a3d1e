import config from '@payload-config'
import { getPayload } from 'payload'
import { register } from 'prom-client'
import { env } from '@/env'
import { startDefaultMetrics } from '@/lib/metrics/defaultMetrics'
import { readStateMetrics } from '@/lib/metrics/stateMetrics'
import { timingSafeMatch } from '@/lib/metrics/timingSafeMatch'

/**
 * Prometheus metrics of this instance (`Authorization: Bearer $METRICS_TOKEN`): requests by
 * route, jobs by task, page cache results, database pool, and Node's own (prom-client's
 * defaults). Without METRICS_TOKEN the address does not exist (404); a wrong or missing token is
 * 401. Taken before Payload's /api catch-all.
 */
export async function GET(request: Request): Promise<Response> {
  const token = env.metricsToken()
  if (!token) return new Response('Not found', { status: 404 })
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  if (!timingSafeMatch(given, token))
    return new Response('Unauthorized', {
      status: 401,
      headers: { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Cache-Control': 'no-store' },
    })
  startDefaultMetrics()
  await readStateMetrics(await getPayload({ config, cron: true }))
  return new Response(await register.metrics(), {
    headers: { 'Content-Type': register.contentType, 'Cache-Control': 'no-store' },
  })
}
