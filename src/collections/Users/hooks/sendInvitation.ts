import type { CollectionAfterChangeHook } from 'payload'
import { invitationEmail } from '@/lib/email/templates'

const sevenDays = 7 * 24 * 60 * 60 * 1000

/** A new member receives a link to choose their password. */
export const sendInvitation: CollectionAfterChangeHook = async ({
  doc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'create' || context.keepPassword || !req.user) return doc
  const token = await req.payload.forgotPassword({
    collection: 'users',
    data: { email: doc.email },
    disableEmail: true,
    expiration: sevenDays,
    req,
  })
  if (!token) return doc
  const { subject, html } = invitationEmail({
    name: doc.name,
    token,
    language: doc.language ?? 'pt',
  })
  await req.payload.sendEmail({ to: doc.email, subject, html })
  return doc
}
