import type { CollectionAfterChangeHook } from 'payload'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'

/** A key's revocation, from the account page or the admin panel, goes to the audit log. */
export const auditRevocation: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (doc.revokedAt && !previousDoc?.revokedAt)
    await recordAuditEvent(req, {
      action: 'apiKeyRevoked',
      apiKey: doc.id,
      document: { collection: 'api-keys', id: doc.id },
      detail: doc.name,
    })
  return doc
}
