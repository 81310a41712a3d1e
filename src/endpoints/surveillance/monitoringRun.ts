import { runAllMonitoring } from '@/lib/surveillance/data/runAllMonitoring'
import { surveillanceEndpoint } from './boundary'

/**
 * POST /api/surveillance/monitoring/run (admins) — runs the monitoring of
 * every registry on its accepted data, as an acceptance does for one, and
 * answers { registries, signals, created, updated, failed }.
 */
export const monitoringRunEndpoint = surveillanceEndpoint({
  path: '/surveillance/monitoring/run',
  method: 'post',
  access: 'admin',
  handler: async ({ req }) => Response.json(await runAllMonitoring(req.payload)),
})
