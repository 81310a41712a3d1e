import type { CollectionAfterChangeHook } from 'payload'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'

const followed = ['status', 'explanation', 'notes', 'registryNotes'] as const

/**
 * A person's change to a signal's follow-up (status, explanation, either side's notes), with who
 * did it and which fields; the monitoring run's own writes (figures, retraction) are the run's.
 */
export const auditFollowUp: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'update' || context?.monitoringRun) return doc
  const fields = followed.filter((key) => (doc[key] ?? null) !== (previousDoc?.[key] ?? null))
  if (fields.length === 0) return doc
  const status =
    doc.status !== previousDoc?.status ? ` (${previousDoc?.status} → ${doc.status})` : ''
  await recordAuditEvent(req, {
    action: 'signalFollowedUp',
    registry: doc.registry,
    document: { collection: 'monitoring-signals', id: doc.id },
    detail: `${doc.title ?? doc.id}: ${fields.join(', ')}${status}`,
  })
  return doc
}
