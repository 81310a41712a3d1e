import { monitorAcceptance } from '@/lib/surveillance/data/monitorAcceptance'
import { defineTask } from '../defineTask'

/**
 * The network-wide monitoring after the office accepted a semester (POST
 * /api/surveillance/submissions/:id/accept queues it and answers at once): the one scope of
 * stored signals, as every night.
 */
export const monitorAcceptedSubmissionTask = defineTask<{
  input: { submission: number | string }
  output: { signals: number; created: number; updated: number; retracted: number }
}>({
  slug: 'monitorAcceptedSubmission',
  label: 'Monitoring after an acceptance',
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  run: async ({ input, req }) => {
    const submission = await req.payload.findByID({
      collection: 'data-submissions',
      id: input.submission,
      depth: 0,
      select: { status: true },
      overrideAccess: true,
      disableErrors: true,
    })
    // Deleted since it was accepted: the nightly run covers what is left, and retrying would not help.
    if (!submission) return { signals: 0, created: 0, updated: 0, retracted: 0 }
    return monitorAcceptance(req.payload)
  },
})
