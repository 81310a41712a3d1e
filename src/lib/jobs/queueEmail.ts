import type { Payload } from 'payload'
import type { QueuedEmail } from '@/lib/email/deliver'
import { queueOnce } from './queueOnce'
import { runSoon, soonOptions } from './runSoon'

/**
 * Queues one message as a `sendEmail` job and starts it at once when this process runs jobs.
 * With `key`, a message already queued under it is not queued again (reminders run again after a
 * restart send nothing twice), and the queue's loop sends it.
 */
export async function queueEmail(
  payload: Payload,
  message: QueuedEmail,
  key?: string,
): Promise<{ id: number | string; queued: boolean }> {
  // Keyed messages come in rounds (reminders): the queue sends them ten at a time.
  if (key) return queueOnce(payload, key, { task: 'sendEmail', input: { message } })
  const { id } = await payload.jobs.queue({
    task: 'sendEmail',
    input: { message },
    ...soonOptions(),
  })
  runSoon(payload, id)
  return { id, queued: true }
}
