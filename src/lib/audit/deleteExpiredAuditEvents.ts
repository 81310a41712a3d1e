import type { Payload } from 'payload'
import { siteSettings } from '@/lib/siteSettings'
import { AUDIT_SLUG } from './recordAuditEvent'

/** How long events are kept when the site settings say nothing. */
export const DEFAULT_AUDIT_RETENTION_MONTHS = 24

/** The oldest moment still kept under a retention of `months`. */
export function auditCutoff(months: number, now = new Date()): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  return cutoff
}

/**
 * Deletes the audit events older than the retention the site settings give (default two
 * years), the only way entries ever leave the log. Meant to run daily as a scheduled task.
 */
export async function deleteExpiredAuditEvents(
  payload: Payload,
  now = new Date(),
): Promise<{ deleted: number; before: string }> {
  const settings = await siteSettings(payload)
  const months = Number(settings.auditRetentionMonths) || DEFAULT_AUDIT_RETENTION_MONTHS
  const before = auditCutoff(months, now).toISOString()
  const where = { createdAt: { less_than: before } }
  const { totalDocs } = await payload.count({ collection: AUDIT_SLUG, where, overrideAccess: true })
  if (totalDocs > 0) await payload.db.deleteMany({ collection: AUDIT_SLUG, where })
  return { deleted: totalDocs, before }
}
