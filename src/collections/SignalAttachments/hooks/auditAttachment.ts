import type { CollectionAfterChangeHook } from 'payload'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'

/** A file attached to a signal's follow-up: who attached which file to which signal. */
export const auditAttachment: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await recordAuditEvent(req, {
    action: 'signalAttachmentAdded',
    registry: doc.registry,
    document: { collection: 'monitoring-signals', id: doc.signal?.id ?? doc.signal },
    detail: doc.filename ?? null,
  })
  return doc
}
