import type { CollectionAfterChangeHook, CollectionAfterOperationHook } from 'payload'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { relationId } from '@/lib/relationId'

type SignedIn = { id: number; email?: string | null }

/** Sign-ins, reset requests and resets, after Payload has done them. */
export const auditSignIns: CollectionAfterOperationHook = async ({
  operation,
  args,
  req,
  result,
}) => {
  if (operation === 'login') {
    const user = (result as { user?: SignedIn } | undefined)?.user
    if (user) await recordAuditEvent(req, { action: 'signIn', user })
  }
  if (operation === 'forgotPassword') {
    const email = (args as { data?: { email?: unknown } }).data?.email
    await recordAuditEvent(req, {
      action: 'passwordResetRequested',
      email: typeof email === 'string' ? email.toLowerCase().trim() : null,
    })
  }
  if (operation === 'resetPassword') {
    const user = (result as { user?: SignedIn } | undefined)?.user
    if (user) await recordAuditEvent(req, { action: 'passwordReset', user })
  }
  return result
}

const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : []).map((entry) => String(relationId(entry))).sort()

const sameList = (a: string[], b: string[]) => a.join(',') === b.join(',')

/**
 * Who created an account and with which roles and registries, or changed its roles, registries
 * or state, and to what: REST, GraphQL, bulk and the admin panel all pass here. The actor is the
 * request's user (and key, when signed in with one); nobody for the seed and the first account.
 */
export const auditAccountChanges: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const document = { collection: 'users', id: doc.id }
  if (operation === 'create') {
    const roles = [...(doc.roles ?? [])].sort().join(', ')
    await recordAuditEvent(req, {
      action: 'accountCreated',
      document,
      detail: `${doc.email}: ${roles} [${ids(doc.registries).join(', ')}]`,
    })
    return doc
  }
  if (operation !== 'update' || !previousDoc) return doc
  const before = {
    roles: [...(previousDoc.roles ?? [])].sort(),
    registries: ids(previousDoc.registries),
  }
  const after = { roles: [...(doc.roles ?? [])].sort(), registries: ids(doc.registries) }
  if (!sameList(before.roles, after.roles))
    await recordAuditEvent(req, {
      action: 'rolesChanged',
      document,
      detail: `${doc.email}: ${before.roles.join(', ')} → ${after.roles.join(', ')}`,
    })
  if (!sameList(before.registries, after.registries))
    await recordAuditEvent(req, {
      action: 'registriesChanged',
      document,
      detail: `${doc.email}: [${before.registries.join(', ')}] → [${after.registries.join(', ')}]`,
    })
  if (Boolean(doc.disabled) !== Boolean(previousDoc.disabled))
    await recordAuditEvent(req, {
      action: doc.disabled ? 'accountDisabled' : 'accountEnabled',
      document,
      detail: doc.email,
    })
  if (previousDoc.enableAPIKey && !doc.enableAPIKey)
    await recordAuditEvent(req, { action: 'apiKeyRevoked', document, detail: 'old key' })
  return doc
}
