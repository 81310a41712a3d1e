import type { Payload } from 'payload'
import { env } from '@/env'

/**
 * A job Payload has picked up stays `processing` until its runner writes the outcome, so a job
 * whose process was killed would wait forever. While a task runs, its runner touches the job
 * every quarter of the lease; a processing job untouched for a whole lease has lost its process
 * and is handed back to the queue (releaseAbandonedJobs), where it runs again.
 */
const leaseMs = () => env.jobsLeaseSeconds() * 1000

/** Runs `work` while keeping job `id` marked alive. */
export async function withLease<T>(payload: Payload, id: number | string, work: () => Promise<T>) {
  const touch = () =>
    payload.db
      .updateJobs({ id, data: { updatedAt: new Date().toISOString() }, req: {}, returning: false })
      .catch((error: unknown) =>
        payload.logger.warn({ err: error, msg: `Job ${id}: could not renew its lease` }),
      )
  const timer = setInterval(touch, Math.max(1000, leaseMs() / 4))
  timer.unref()
  try {
    return await work()
  } finally {
    clearInterval(timer)
  }
}

/** Puts back in the queue the processing jobs whose lease ran out; returns their ids. */
export async function releaseAbandonedJobs(payload: Payload): Promise<Array<number | string>> {
  const stale = new Date(Date.now() - leaseMs()).toISOString()
  const { docs } = await payload.db.find({
    collection: 'payload-jobs',
    where: {
      and: [{ processing: { equals: true } }, { updatedAt: { less_than: stale } }],
    },
    limit: 0,
    pagination: false,
    select: { id: true },
    req: {},
  })
  for (const { id } of docs) {
    await payload.db.updateJobs({
      id,
      data: { processing: false, updatedAt: new Date().toISOString() },
      req: {},
      returning: false,
    })
    payload.logger.warn({ msg: `Job ${id} lost its process; queued again`, job: id })
  }
  return docs.map((doc) => doc.id as number | string)
}
