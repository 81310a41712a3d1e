import { deleteExpiredAuditEvents } from '@/lib/audit/deleteExpiredAuditEvents'
import { defineTask } from '../defineTask'
import { deleteFinishedJobs } from '../deleteFinishedJobs'
import { LIGHT_QUEUE } from '../queues'

/**
 * Every night (03:30 UTC): the audit events older than the site settings' retention, and the
 * jobs finished more than 90 days ago, are deleted. Running it twice deletes nothing more.
 */
export const deleteExpiredRecordsTask = defineTask<{
  input: object
  output: { auditEvents: number; auditBefore: string; jobs: number; jobsBefore: string }
}>({
  slug: 'deleteExpiredRecords',
  label: 'Delete expired audit events and finished jobs',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 10 * 60_000 } },
  schedule: [{ cron: '0 30 3 * * *', queue: LIGHT_QUEUE }],
  run: async ({ req }) => {
    const audit = await deleteExpiredAuditEvents(req.payload)
    const jobs = await deleteFinishedJobs(req.payload)
    return {
      auditEvents: audit.deleted,
      auditBefore: audit.before,
      jobs: jobs.deleted,
      jobsBefore: jobs.before,
    }
  },
})
