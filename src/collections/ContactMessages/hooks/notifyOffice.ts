import type { CollectionAfterChangeHook } from 'payload'
import { escapeHtml } from '@/lib/escapeHtml'
import { officeEmail } from '@/lib/officeEmail'

/** Emails the network office a copy of each new message; replying answers the sender. */
export const notifyOffice: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const to = await officeEmail(req.payload)
  if (!to) return doc
  await req.payload.sendEmail({
    to,
    replyTo: doc.email,
    subject: `[Contato] ${doc.subject}`,
    html: `<p><strong>${escapeHtml(doc.name)}</strong> &lt;${escapeHtml(doc.email)}&gt;</p><p>${escapeHtml(doc.message).replace(/\n/g, '<br>')}</p>`,
  })
  return doc
}
