import { deliverEmail, type QueuedEmail } from '@/lib/email/deliver'
import { defineTask } from '../defineTask'

/**
 * One email, to the mail server (or the outbox folder). A refused or unreachable server fails
 * the attempt and the job is tried again later: after a minute, then two, four... (10 retries
 * over about 17 hours): an SMTP outage delays messages, none is lost, and one that never leaves shows as a
 * failed job with the server's error. Payload records the task as done in the job's log as soon
 * as the server took the message, and a job run again after its process died skips a task done
 * before: a message is sent twice only if the process dies between the server's answer and
 * that write.
 */
export const sendEmailTask = defineTask<{
  input: { message: QueuedEmail; key?: string }
  output: { messageId: string }
}>({
  slug: 'sendEmail',
  label: 'Send an email',
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 60_000 } },
  concurrency: { key: ({ input }) => input.key ?? '', exclusive: true },
  run: ({ input }) => deliverEmail(input.message),
})
