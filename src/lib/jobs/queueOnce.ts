import type { Payload } from 'payload'

type Queueable = Parameters<Payload['jobs']['queue']>[0]

/**
 * Queues a job unless one with the same key was queued before (whatever became of it): a task
 * that is run again after its process died queues the same follow-up jobs with the same keys,
 * and nothing is done twice. The key is stored as the job's `concurrencyKey` (Payload's
 * concurrency control: jobs with one key never run at the same time either).
 */
export async function queueOnce(
  payload: Payload,
  key: string,
  job: Queueable,
): Promise<{ id: number | string; queued: boolean }> {
  const { docs } = await payload.db.find({
    collection: 'payload-jobs',
    where: { concurrencyKey: { equals: key } },
    limit: 1,
    pagination: false,
    select: { id: true },
    req: {},
  })
  const found = docs[0]
  if (found) return { id: found.id as number | string, queued: false }
  const created = await payload.jobs.queue({ ...job, input: { ...job.input, key } } as Queueable)
  return { id: created.id, queued: true }
}
