import fs from 'node:fs'
import path from 'node:path'
import type { Transport, SendMailOptions } from 'nodemailer'
import type MailMessage from 'nodemailer/lib/mailer/mail-message'
import { env } from '@/env'

export const outboxDir = (): string => env.outboxDir()

/**
 * Without an SMTP server, each message is written as an .eml file under
 * data/outbox/ and its path logged, so password reset works on a fresh clone.
 */
export function outboxTransport(): Transport<{
  envelope: unknown
  messageId: string
  path: string
}> {
  return {
    name: 'outbox',
    version: '1',
    send(mail: MailMessage<unknown>, callback) {
      const dir = outboxDir()
      fs.mkdirSync(dir, { recursive: true })
      const to = String((mail.data as SendMailOptions).to ?? 'unknown')
        .replace(/[^a-z0-9@._-]+/gi, '_')
        .slice(0, 60)
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${to}.eml`)
      mail.message.build((error, message) => {
        if (error) return callback(error, undefined as never)
        fs.writeFileSync(file, message)
        console.info(`[email] written to ${file}`)
        callback(null, {
          envelope: mail.message.getEnvelope(),
          messageId: mail.message.messageId(),
          path: file,
        })
      })
    },
  }
}
