import type { EmailAdapter, SendEmailOptions } from 'payload'
import { queueEmail } from '@/lib/jobs/queueEmail'
import { defaultSender, type QueuedEmail } from './deliver'

/** A recipient list as one header value: `a@x, "B" <b@y>`. */
function addresses(value: SendEmailOptions['to']): string | undefined {
  if (value === undefined || value === null) return undefined
  const list = Array.isArray(value) ? value : [value]
  return list
    .map((entry) =>
      typeof entry === 'string'
        ? entry
        : entry.name
          ? `"${entry.name}" <${entry.address}>`
          : entry.address,
    )
    .join(', ')
}

/** The parts of a Payload message a queued email keeps (every message the site writes has only these). */
export function toQueuedEmail(message: SendEmailOptions): QueuedEmail {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return {
    from: addresses(message.from as SendEmailOptions['to']),
    to: addresses(message.to) ?? '',
    cc: addresses(message.cc),
    bcc: addresses(message.bcc),
    replyTo: addresses(message.replyTo as SendEmailOptions['to']),
    subject: text(message.subject) ?? '',
    html: text(message.html),
    text: text(message.text),
  }
}

/**
 * Every email the platform sends (Payload's own password emails included) goes through
 * `payload.sendEmail`, which here queues a `sendEmail` job: the request that asked for it does
 * not wait for the mail server, and a message the server refuses or cannot take is retried
 * (src/lib/jobs/tasks/sendEmail.ts). SMTP_URL sends through a real server; without it messages
 * are written to data/outbox/.
 */
export const emailAdapter =
  (): EmailAdapter =>
  ({ payload }) => {
    const sender = defaultSender()
    return {
      name: 'queued-nodemailer',
      defaultFromAddress: sender.address,
      defaultFromName: sender.name,
      sendEmail: (message) => queueEmail(payload, toQueuedEmail(message)),
    }
  }
