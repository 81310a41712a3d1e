import type { Payload } from 'payload'
import { claimJob } from './claimJob'
import { runsJobs } from './runsJobs'

/**
 * How long a job queued to run at once is left to the process that queued it: the queue's loop
 * (here or in a worker) takes it only after that, should this process die first.
 */
const GRACE_MS = 30_000

/**
 * When this process runs jobs, a job to start at once: queued with a short wait so no other
 * runner takes it, then taken (atomically, claimJob) and run here without the caller waiting.
 * An email leaves at once instead of at the next tick. Otherwise it is simply queued.
 */
export function soonOptions(): { waitUntil?: Date } {
  return runsJobs() ? { waitUntil: new Date(Date.now() + GRACE_MS) } : {}
}

export function runSoon(payload: Payload, id: number | string): void {
  if (!runsJobs()) return
  claimJob(payload, id)
    .then((claimed) => (claimed ? payload.jobs.runByID({ id, silent: { info: true } }) : null))
    .catch((error: unknown) =>
      payload.logger.error({ err: error, msg: `Job ${id} could not start` }),
    )
}
