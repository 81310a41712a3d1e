import { monitorAcceptance } from '@/lib/surveillance/data/monitorAcceptance'
import { defineTask } from '../defineTask'

/**
 * The monitoring of a registry after the office accepted one of its semesters
 * (POST /api/surveillance/submissions/:id/accept queues it and answers at once).
 */
export const monitorAcceptedSubmissionTask = defineTask<{
  input: { submission: number | string }
  output: { signals: number; created: number; updated: number }
}>({
  slug: 'monitorAcceptedSubmission',
  label: 'Monitoring after an acceptance',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  run: async ({ input, req }) => {
    const submission = await req.payload.findByID({
      collection: 'data-submissions',
      id: input.submission,
      depth: 0,
      select: { registry: true, year: true, semester: true },
      overrideAccess: true,
      disableErrors: true,
    })
    // Deleted since it was accepted: nothing is left to monitor, and retrying would not help.
    if (!submission) return { signals: 0, created: 0, updated: 0 }
    return monitorAcceptance(req.payload, submission)
  },
})
