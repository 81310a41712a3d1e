import type { Payload } from 'payload'
import { escapeHtml } from '@/lib/escapeHtml'
import { siteUrl } from '@/lib/siteUrl'
import { surveillanceTranslator } from '../present/translate'

interface Recipient {
  email: string
  name?: string | null
  language?: string | null
}

/** Where members send and follow their semesters (the members' page). */
export const MONTHLY_DATA_PATH = '/envio-de-dados/dados-mensais'

/**
 * The office's decision on a submission, to the member who submitted it, in
 * that member's language. Returns whether the message was handed to the mailer;
 * a mail failure is logged, never undoes the decision.
 */
export async function emailDecision(
  payload: Payload,
  to: Recipient,
  decision: 'accepted' | 'returned',
  about: { registry: string; year: number; semester: number; comment: string | null },
): Promise<boolean> {
  const t = surveillanceTranslator(to.language)
  const period = t('submissionEmail.period', { semester: about.semester, year: about.year })
  const values = { registry: about.registry, period, name: to.name || to.email }
  const link = `${siteUrl()}${MONTHLY_DATA_PATH}`
  return send(payload, {
    to: to.email,
    subject: t(`submissionEmail.${decision}Subject`, values),
    html: [
      `<p>${escapeHtml(t(`submissionEmail.${decision}Body`, values))}</p>`,
      about.comment
        ? `<p><strong>${escapeHtml(t('submissionEmail.comment'))}:</strong><br>${escapeHtml(about.comment).replace(/\n/g, '<br>')}</p>`
        : '',
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('submissionEmail.link'))}</a></p>`,
    ].join('\n'),
  })
}

/** A reminder that a registry's semester has not arrived, to one of its members. */
export async function emailReminder(
  payload: Payload,
  to: Recipient,
  about: { registry: string; year: number; semester: number },
): Promise<boolean> {
  const t = surveillanceTranslator(to.language)
  const period = t('submissionEmail.period', { semester: about.semester, year: about.year })
  const values = { registry: about.registry, period, name: to.name || to.email }
  const link = `${siteUrl()}${MONTHLY_DATA_PATH}`
  return send(payload, {
    to: to.email,
    subject: t('submissionEmail.reminderSubject', values),
    html: [
      `<p>${escapeHtml(t('submissionEmail.reminderBody', values))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('submissionEmail.link'))}</a></p>`,
    ].join('\n'),
  })
}

async function send(
  payload: Payload,
  message: { to: string; subject: string; html: string },
): Promise<boolean> {
  try {
    await payload.sendEmail(message)
    return true
  } catch (error) {
    payload.logger.error({ err: error, msg: `Email to ${message.to} failed` })
    return false
  }
}
