import type { Payload } from 'payload'
import { acceptedTables } from '@/lib/surveillance/data/acceptedTables'

/**
 * Marks a queued job as taken by this process, in one conditional UPDATE: true when this call
 * took it, false when another runner had. (Payload's runner looks for free jobs, then marks
 * them, in two steps; two runners in that gap would both run a job.)
 */
export async function claimJob(payload: Payload, id: number | string): Promise<boolean> {
  const { db, ops, table } = await acceptedTables(payload)
  const jobs = table('payload_jobs')
  const taken = await db
    .update(jobs)
    .set({ processing: true, updatedAt: new Date().toISOString() })
    .where(ops.and(ops.eq(jobs.id, id), ops.eq(jobs.processing, false)))
    .returning({ id: jobs.id })
  return taken.length === 1
}
