import { HEAVY_QUEUE } from '@/lib/jobs/queues'
import { surveillanceEndpoint } from './boundary'

/**
 * POST /api/surveillance/monitoring/run (admins) — queues the monitoring of
 * every registry on its accepted data (the `runNetworkMonitoring` job, which
 * also runs every night) and answers 202 { status: 'queued', job } at once; the
 * job's output in payload-jobs is { registries, signals, created, updated, retracted, reinstated, failed }.
 */
export const monitoringRunEndpoint = surveillanceEndpoint({
  path: '/surveillance/monitoring/run',
  method: 'post',
  access: 'admin',
  handler: async ({ req }) => {
    const job = await req.payload.jobs.queue({
      task: 'runNetworkMonitoring',
      input: {},
      queue: HEAVY_QUEUE,
    })
    return Response.json({ status: 'queued', job: job.id }, { status: 202 })
  },
})
