import type { CollectionAfterChangeHook } from 'payload'
import { emailTranslator } from '@/lib/email/templates'
import { escapeHtml } from '@/lib/escapeHtml'
import { officeContact } from '@/lib/officeEmail'

/** Emails the network office a copy of each new message, in its language; replying answers the sender. */
export const notifyOffice: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const { email: to, language } = await officeContact(req.payload)
  if (!to) return doc
  await req.payload.sendEmail({
    to,
    replyTo: doc.email,
    subject: emailTranslator(language)('contactSubject', { subject: doc.subject }),
    html: `<p><strong>${escapeHtml(doc.name)}</strong> &lt;${escapeHtml(doc.email)}&gt;</p><p>${escapeHtml(doc.message).replace(/\n/g, '<br>')}</p>`,
  })
  return doc
}
