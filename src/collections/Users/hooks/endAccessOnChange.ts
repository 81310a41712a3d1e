import type { CollectionAfterChangeHook } from 'payload'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { grantedAccess } from '@/lib/apiKeys/grantedAccess'

/**
 * Disabling an account, or changing its roles or registries, ends what it was signed in with:
 * its sessions (Payload's JWT names a session the account must still hold), its named keys
 * (revoked, and in the audit log) and its old Payload key. What it does next it does with a new
 * sign-in, which asks for the admins' second factor when it has just become an admin, and new
 * keys made with that session. A key made since roles were recorded also stops by itself
 * (src/lib/auth/apiKeyStrategy.ts), even if this hook were bypassed.
 */
export const endAccessOnChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !previousDoc) return doc
  const disabled = Boolean(doc.disabled) && !previousDoc.disabled
  const accessChanged = grantedAccess(doc) !== grantedAccess(previousDoc)
  if (!disabled && !accessChanged) return doc
  // A disabled account's keys already stop at once, and come back if it is enabled again.
  const endOldKey = accessChanged && Boolean(doc.enableAPIKey)
  const reason = 'roles or registries changed'
  await req.payload.db.updateOne({
    collection: 'users',
    id: doc.id,
    data: { sessions: [] },
    req,
    returning: false,
  })
  if (!accessChanged) return doc
  if (endOldKey) {
    // Apart from the sessions: SQLite's upsert of both at once checks the whole row.
    await req.payload.db.updateOne({
      collection: 'users',
      id: doc.id,
      data: { enableAPIKey: false, apiKey: null, apiKeyIndex: null },
      req,
      returning: false,
    })
    await recordAuditEvent(req, {
      action: 'apiKeyRevoked',
      document: { collection: 'users', id: doc.id },
      detail: `old key: ${reason}`,
    })
  }
  const { docs: live } = await req.payload.find({
    collection: 'api-keys',
    where: { and: [{ user: { equals: doc.id } }, { revokedAt: { exists: false } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const now = new Date().toISOString()
  for (const key of live) {
    await req.payload.db.updateOne({
      collection: 'api-keys',
      id: key.id,
      data: { revokedAt: now },
      req,
      returning: false,
    })
    await recordAuditEvent(req, {
      action: 'apiKeyRevoked',
      apiKey: key.id,
      document: { collection: 'api-keys', id: key.id },
      detail: `${key.name}: ${reason}`,
    })
  }
  return doc
}
