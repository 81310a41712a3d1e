import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import { env } from '@/env'
import { networkDisplayName } from '@/lib/site/network'
import { outboxTransport } from './outboxTransport'

/** SMTP_URL sends through a real server; without it messages go to data/outbox/. */
export const emailAdapter = () => {
  const smtpUrl = env.smtpUrl()
  return nodemailerAdapter({
    defaultFromAddress: env.mailFromAddress(),
    defaultFromName: env.mailFromName() ?? networkDisplayName(),
    skipVerify: true,
    transport: smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport(outboxTransport()),
  })
}
