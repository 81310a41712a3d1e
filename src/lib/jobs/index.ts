import type { JobsConfig } from 'payload'
import { isAdmin } from '@/access'
import { jobsCollection } from './jobsCollection'
import { releaseAbandonedJobs } from './lease'
import { HEAVY_QUEUE, LIGHT_QUEUE } from './queues'
import { runsJobs } from './runsJobs'
import { deleteExpiredRecordsTask } from './tasks/deleteExpiredRecords'
import { monitorAcceptedSubmissionTask } from './tasks/monitorAcceptedSubmission'
import { recomputeCaseCountsTask } from './tasks/recomputeCaseCounts'
import { renderPublishedReportPdfTask } from './tasks/renderPublishedReportPdf'
import { runNetworkMonitoringTask } from './tasks/runNetworkMonitoring'
import { sendEmailTask } from './tasks/sendEmail'
import { sendSemesterRemindersTask } from './tasks/sendSemesterReminders'

const adminOnly = ({ req }: { req: { user?: unknown } }) =>
  isAdmin({ req } as Parameters<typeof isAdmin>[0]) as boolean

/**
 * Background work on Payload's Jobs Queue (payload-jobs). A process with RUN_JOBS unset (one
 * machine: `npm start`) runs the queues (queues.ts) every 5 seconds once Payload has started in it
 * (the first page, API call or /api/ready), and queues the scheduled tasks when they are due;
 * `npm run jobs` (scripts/jobs.ts) is the same loop on its own, for web instances started with
 * RUN_JOBS=false. Before each tick, jobs whose process died are handed back (lease.ts).
 */
export const jobs: JobsConfig = {
  tasks: [
    sendEmailTask,
    monitorAcceptedSubmissionTask,
    runNetworkMonitoringTask,
    renderPublishedReportPdfTask,
    sendSemesterRemindersTask,
    deleteExpiredRecordsTask,
    recomputeCaseCountsTask,
  ],
  // Queue keys (queueOnce.ts) and emails that never run twice at once.
  enableConcurrencyControl: true,
  // Done jobs stay listed for the office (the admin panel shows them with their log) for 90
  // days, after which deleteExpiredRecords removes them.
  deleteJobOnComplete: false,
  access: { queue: adminOnly, run: adminOnly, cancel: adminOnly },
  // Each queue's tick waits for its previous one (croner's protect): heavy jobs run one at a time.
  autoRun: () =>
    runsJobs()
      ? [
          { cron: '*/5 * * * * *', queue: LIGHT_QUEUE, limit: 10 },
          { cron: '*/5 * * * * *', queue: HEAVY_QUEUE, limit: 1 },
        ]
      : [],
  shouldAutoRun: async (payload) => {
    if (!runsJobs()) return false
    await releaseAbandonedJobs(payload)
    return true
  },
  jobsCollectionOverrides: jobsCollection,
}
