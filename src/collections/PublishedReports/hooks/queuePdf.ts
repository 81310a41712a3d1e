import type { CollectionAfterChangeHook } from 'payload'
import { HEAVY_QUEUE } from '@/lib/jobs/queues'
import { isSending } from './sending'

/**
 * A publication (and each resend) renders the report's PDF once, in a job, into storage; the
 * job is queued in the publication's own transaction, so it exists exactly when the publication
 * does, and the queue runs it within seconds.
 */
export const queuePdf: CollectionAfterChangeHook = async ({ doc, data, operation, req }) => {
  if (!isSending(operation, data)) return doc
  await req.payload.jobs.queue({
    task: 'renderPublishedReportPdf',
    input: { publication: doc.id },
    queue: HEAVY_QUEUE,
    req,
  })
  return doc
}
