import type { Payload } from 'payload'
import { STATUS_VIEW_PATH } from '@/lib/surveillance/submissions/statusViewPath'
import { escapeHtml } from '@/lib/escapeHtml'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { localePath } from '@/lib/site/localePath'
import { queueEmail } from '@/lib/jobs/queueEmail'
import { officeContact } from '@/lib/officeEmail'
import { siteUrl } from '@/lib/siteUrl'
import { surveillanceTranslator } from '../present/translate'

interface Recipient {
  email: string
  name?: string | null
  language?: string | null
}

/** Where members send and follow their semesters (the members' page). */
export const MONTHLY_DATA_PATH = '/envio-de-dados/dados-mensais'

/** The monthly data page in the member's language. */
const monthlyDataLink = (language: string | null | undefined): string =>
  `${siteUrl()}${localePath(isLocale(language) ? language : defaultLocale, MONTHLY_DATA_PATH)}`

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
  const link = monthlyDataLink(to.language)
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

/**
 * A reminder that a registry's semester has not arrived, to one of its members. With `key`, a
 * reminder already queued under it is not queued again.
 */
export async function emailReminder(
  payload: Payload,
  to: Recipient,
  about: { registry: string; year: number; semester: number },
  key?: string,
): Promise<boolean> {
  const t = surveillanceTranslator(to.language)
  const period = t('submissionEmail.period', { semester: about.semester, year: about.year })
  const values = { registry: about.registry, period, name: to.name || to.email }
  const link = monthlyDataLink(to.language)
  return send(
    payload,
    {
      to: to.email,
      subject: t('submissionEmail.reminderSubject', values),
      html: [
        `<p>${escapeHtml(t('submissionEmail.reminderBody', values))}</p>`,
        `<p><a href="${escapeHtml(link)}">${escapeHtml(t('submissionEmail.link'))}</a></p>`,
      ].join('\n'),
    },
    key,
  )
}

/** Queues the message (a job sends it: src/lib/jobs); false when even that failed. */
/**
 * A registry's semester sent for review, to the network office in the office's language (site
 * settings), with how many plausibility warnings it carries and a link to its review. Returns
 * whether the message was handed to the mailer; without an office address nothing is sent.
 */
export async function emailOfficeSubmission(
  payload: Payload,
  about: {
    id: number | string
    registry: string
    year: number
    semester: number
    submitter: string
    resubmission: boolean
    warnings: number
    /** Case records are never called monthly data. */
    kind?: 'monthly-counts' | 'case-records'
  },
): Promise<boolean> {
  const office = await officeContact(payload).catch(() => null)
  if (!office?.email) return false
  const t = surveillanceTranslator(office.language)
  const period = t('submissionEmail.period', { semester: about.semester, year: about.year })
  const values = {
    registry: about.registry,
    period,
    name: about.submitter,
    kind: about.kind === 'case-records' ? 'caseRecords' : 'monthlyCounts',
  }
  const link = `${siteUrl()}${payload.config.routes.admin}${STATUS_VIEW_PATH}?open=${encodeURIComponent(String(about.id))}#submission`
  return send(payload, {
    to: office.email,
    subject: t('submissionEmail.submittedSubject', values),
    html: [
      `<p>${escapeHtml(t(about.resubmission ? 'submissionEmail.resubmittedBody' : 'submissionEmail.submittedBody', values))}</p>`,
      `<p>${escapeHtml(t('submissionEmail.submittedWarnings', { count: about.warnings }))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t('submissionEmail.reviewLink'))}</a></p>`,
    ].join('\n'),
  })
}

async function send(
  payload: Payload,
  message: { to: string; subject: string; html: string },
  key?: string,
): Promise<boolean> {
  try {
    if (key) await queueEmail(payload, message, key)
    else await payload.sendEmail(message)
    return true
  } catch (error) {
    payload.logger.error({ err: error, msg: `Email to ${message.to} failed` })
    return false
  }
}
