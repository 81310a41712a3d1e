import type { Payload, Where } from 'payload'

/** How long the office can still read a finished job (done, or failed for good) and its log. */
export const FINISHED_JOBS_KEPT_DAYS = 90

/**
 * Deletes the jobs that finished more than FINISHED_JOBS_KEPT_DAYS ago: done ones by their
 * completion, failed ones by their last change (a retry would have put them back in the queue).
 * Queued, running and retrying jobs are never touched.
 */
export async function deleteFinishedJobs(
  payload: Payload,
  now = new Date(),
): Promise<{ deleted: number; before: string }> {
  const before = new Date(now.getTime() - FINISHED_JOBS_KEPT_DAYS * 86_400_000).toISOString()
  const where: Where = {
    or: [
      { completedAt: { less_than: before } },
      {
        and: [
          { hasError: { equals: true } },
          { completedAt: { exists: false } },
          { updatedAt: { less_than: before } },
        ],
      },
    ],
  }
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where,
    overrideAccess: true,
  })
  if (totalDocs > 0) await payload.db.deleteMany({ collection: 'payload-jobs', where })
  return { deleted: totalDocs, before }
}
