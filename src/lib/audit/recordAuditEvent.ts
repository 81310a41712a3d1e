import type { Payload, PayloadRequest } from 'payload'
import { clientAddress } from '@/lib/auth/clientAddress'
import { relationId, type DocumentId } from '@/lib/relationId'
import type { AuditAction } from './actions'

export const AUDIT_SLUG = 'audit-events'

type Actor = { id: DocumentId; email?: string | null; collection?: string } | null | undefined

export interface AuditEvent {
  action: AuditAction
  /** Who did it; the request's signed-in user when not given (null: nobody signed in). */
  user?: Actor
  /** The e-mail given, for a sign-in or reset of an unknown or refused account. */
  email?: string | null
  registry?: unknown
  /** The document acted on. */
  document?: { collection: string; id?: DocumentId | null } | null
  /** The key concerned; else the key the request's user signed in with, if any. */
  apiKey?: DocumentId | null
  /** A short, plain note (what changed); never a secret. */
  detail?: string | null
}

/** A request, or what an auth strategy has of one (its headers). */
export type AuditRequest = PayloadRequest | { payload: Payload; headers: Headers; user?: unknown }

const isPayloadRequest = (req: AuditRequest): req is PayloadRequest => 'context' in req

const usersOnly = (user: Actor): Actor =>
  user && (!user.collection || user.collection === 'users') ? user : null

/**
 * Appends one event to the audit log. The log is written only from server code (nobody may
 * create, change or delete an entry through the API or the admin panel), inside the request's
 * transaction when there is one, so an action undone by its rollback leaves no entry. A failure
 * to write is logged and never turns the action itself into an error.
 */
export async function recordAuditEvent(req: AuditRequest, event: AuditEvent): Promise<void> {
  const actor = usersOnly(event.user === undefined ? (req.user as Actor) : event.user)
  const actingKey =
    event.user === undefined ? (req.user as { apiKeyId?: DocumentId } | null)?.apiKeyId : null
  try {
    await req.payload.create({
      collection: AUDIT_SLUG,
      data: {
        action: event.action,
        user: (actor?.id as number | undefined) ?? null,
        email: event.email ?? actor?.email ?? null,
        address: clientAddress(req),
        registry: (relationId(event.registry) as number | null) ?? null,
        documentCollection: event.document?.collection ?? null,
        documentId: event.document?.id == null ? null : String(event.document.id),
        apiKey: ((event.apiKey ?? actingKey) as number | undefined) ?? null,
        detail: event.detail?.slice(0, 500) ?? null,
      },
      depth: 0,
      overrideAccess: true,
      ...(isPayloadRequest(req) ? { req } : {}),
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `Audit event ${event.action} not recorded` })
  }
}
