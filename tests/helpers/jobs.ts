import type { Payload } from 'payload'
import { releaseAbandonedJobs } from '@/lib/jobs/lease'

type JobDoc = {
  id: number | string
  processing?: boolean | null
  hasError?: boolean | null
  completedAt?: string | null
  waitUntil?: string | null
  error?: unknown
  log?: Array<{ state: string; output?: unknown; error?: unknown }> | null
}

export const readJob = async (payload: Payload, id: number | string): Promise<JobDoc> =>
  (await payload.findByID({
    collection: 'payload-jobs',
    id,
    depth: 0,
    overrideAccess: true,
  })) as unknown as JobDoc

/**
 * Waits until no job is processing (one started in the background by the code under test); one
 * whose process is gone (a test file that ended while it ran) is handed back to the queue.
 */
async function untilNoneProcessing(payload: Payload): Promise<void> {
  const deadline = Date.now() + 60_000
  for (;;) {
    await releaseAbandonedJobs(payload)
    const { totalDocs } = await payload.count({
      collection: 'payload-jobs',
      where: { processing: { equals: true } },
      overrideAccess: true,
    })
    if (totalDocs === 0) return
    if (Date.now() > deadline) throw new Error(`${totalDocs} jobs still processing after 60 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Runs every job that is due, one after the other, until none is left (as the queue's loop would);
 * with `queue`, that queue's only (the e-mails' light queue, say, without the monitoring runs
 * earlier acceptances left in the heavy one).
 */
export async function runDueJobs(payload: Payload, queue?: string): Promise<void> {
  for (let round = 0; round < 100; round++) {
    await untilNoneProcessing(payload)
    const result = await payload.jobs.run({
      ...(queue ? { queue } : { allQueues: true }),
      limit: 100,
      sequential: true,
    })
    if ('noJobsRemaining' in result && result.noJobsRemaining) return untilNoneProcessing(payload)
  }
  throw new Error('jobs kept being queued for 100 rounds')
}

/** The output of a job's task once it succeeded; throws with the job's last error otherwise. */
export async function jobOutput<T>(payload: Payload, id: number | string): Promise<T> {
  const job = await readJob(payload, id)
  const done = (job.log ?? []).filter((entry) => entry.state === 'succeeded').at(-1)
  if (!job.completedAt || !done)
    throw new Error(`job ${id} not done: ${JSON.stringify(job.error ?? job.log?.at(-1)?.error)}`)
  return done.output as T
}
