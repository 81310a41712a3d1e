import type { Payload } from 'payload'
import { HEAVY_QUEUE } from './queues'

/** Queues the monitoring of an accepted submission's registry (run within seconds); its job's id. */
export async function queueAcceptanceMonitoring(
  payload: Payload,
  submission: number | string,
): Promise<number | string> {
  const job = await payload.jobs.queue({
    task: 'monitorAcceptedSubmission',
    input: { submission },
    queue: HEAVY_QUEUE,
  })
  return job.id
}
