import type { PayloadRequest } from 'payload'
import type { RecomputeRequest } from '@/lib/surveillance/data/recomputeCaseCounts'
import { HEAVY_QUEUE } from './queues'

/**
 * Context flag of a write that needs no recompute: the seed writes the demo definitions before
 * any case record is accepted.
 */
export const SKIP_CASE_RECOMPUTE = 'skipCaseRecompute'

/**
 * Queues the recompute of the accepted case-record counts, inside the request's transaction:
 * the job exists exactly when the office's change was saved, and the queue (or a worker, after
 * a restart) runs it once that change is committed. Its job's id.
 */
export async function queueCaseRecompute(
  req: PayloadRequest,
  request: Omit<RecomputeRequest, 'user'>,
): Promise<number | string> {
  const job = await req.payload.jobs.queue({
    task: 'recomputeCaseCounts',
    input: { ...request, user: (req.user?.id as number | string | undefined) ?? null },
    queue: HEAVY_QUEUE,
    req,
  })
  return job.id
}
