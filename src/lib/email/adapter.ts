import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import { outboxTransport } from './outboxTransport'

/** SMTP_URL sends through a real server; without it messages go to data/outbox/. */
export const emailAdapter = () => {
  const smtpUrl = process.env.SMTP_URL
  return nodemailerAdapter({
    defaultFromAddress: process.env.MAIL_FROM_ADDRESS || 'no-reply@relamc.org',
    defaultFromName: process.env.MAIL_FROM_NAME || 'ReLAMC',
    skipVerify: true,
    transport: smtpUrl
      ? nodemailer.createTransport(smtpUrl)
      : nodemailer.createTransport(outboxTransport()),
  })
}
