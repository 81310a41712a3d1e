import type { CollectionAfterChangeHook } from 'payload'
import { emailTranslator } from '@/lib/email/templates'
import { escapeHtml } from '@/lib/escapeHtml'
import { officeContact } from '@/lib/officeEmail'
import { contactRateLimit, siteCountKey } from './limitRate'

/**
 * Emails the network office a copy of each new message, in its language;
 * replying answers the sender. The message that brings the hour's count to the
 * alarm level is followed by one alarm instead of its copy, and later ones in
 * that hour are kept in the admin panel without an email each.
 */
export const notifyOffice: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const before = Number(req.context[siteCountKey] ?? 0)
  if (before > contactRateLimit.siteAlarm) return doc
  const { email: to, language } = await officeContact(req.payload)
  const t = emailTranslator(language)
  if (before === contactRateLimit.siteAlarm) {
    const count = before + 1
    req.payload.logger.warn(`Contact form: ${count} messages in the last hour`)
    if (to)
      await req.payload.sendEmail({
        to,
        subject: t('contactFloodSubject', { count }),
        html: `<p>${escapeHtml(t('contactFloodBody', { count }))}</p>`,
      })
    return doc
  }
  if (!to) return doc
  await req.payload.sendEmail({
    to,
    replyTo: doc.email,
    subject: t('contactSubject', { subject: doc.subject }),
    html: `<p><strong>${escapeHtml(doc.name)}</strong> &lt;${escapeHtml(doc.email)}&gt;</p><p>${escapeHtml(doc.message).replace(/\n/g, '<br>')}</p>`,
  })
  return doc
}
