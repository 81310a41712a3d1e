import nodemailer from 'nodemailer'
import { env } from '@/env'
import { networkDisplayName } from '@/lib/site/network'
import { outboxTransport } from './outboxTransport'

/** What a queued email carries: plain text fields only, so it is stored as the job's input. */
export interface QueuedEmail {
  from?: string
  to: string
  cc?: string
  bcc?: string
  replyTo?: string
  subject: string
  html?: string
  text?: string
}

/** The sender every message gets unless it names one. */
export const defaultSender = () => ({
  address: env.mailFromAddress(),
  name: env.mailFromName() ?? networkDisplayName(),
})

/**
 * Hands one message to SMTP_URL's server, or writes it to data/outbox/ without one. Throws when
 * the server refuses or cannot be reached: the job that called it is retried later.
 */
export async function deliverEmail(message: QueuedEmail): Promise<{ messageId: string }> {
  const smtpUrl = env.smtpUrl()
  const transport = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport(outboxTransport())
  const sender = defaultSender()
  try {
    const info = await transport.sendMail({
      ...message,
      from: message.from ?? { name: sender.name, address: sender.address },
    })
    return { messageId: String(info.messageId) }
  } finally {
    transport.close()
  }
}
