import { runAllMonitoring } from '@/lib/surveillance/data/runAllMonitoring'
import { defineTask } from '../defineTask'
import { HEAVY_QUEUE } from '../queues'

/**
 * The monitoring of every registry, adjusted together (POST /api/surveillance/monitoring/run
 * queues it; it also runs every night at 02:30 UTC). A registry whose run fails is named in the
 * output and logged; the others are stored all the same.
 */
export const runNetworkMonitoringTask = defineTask<{
  input: object
  output: {
    registries: string[]
    signals: number
    created: number
    updated: number
    retracted: number
    reinstated: number
    failed: string[]
  }
}>({
  slug: 'runNetworkMonitoring',
  label: 'Monitoring of the whole network',
  retries: { attempts: 2, backoff: { type: 'exponential', delay: 5 * 60_000 } },
  schedule: [{ cron: '0 30 2 * * *', queue: HEAVY_QUEUE }],
  run: ({ req }) => runAllMonitoring(req.payload),
})
