import type { Endpoint, PayloadRequest } from 'payload'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { accountError, accountTranslator } from '@/lib/apiKeys/accountText'
import { hashApiKey, newApiKey, visiblePart } from '@/lib/apiKeys/keyMaterial'
import { isApiKeyScope } from '@/lib/apiKeys/scopes'
import { grantedAccess } from '@/lib/apiKeys/grantedAccess'
import { requestLanguage, signedInWithSession } from './sessionOnly'

export const MAX_KEY_NAME = 80

/**
 * POST /api/api-keys/issue { name, scope: 'read' | 'submit' } — a signed-in user (with a
 * session, never with another key) creates a key for themself. The answer holds the key, the
 * only time it is ever shown; the database keeps its hash. The first named key retires the
 * account's old Payload key.
 */
export const issueKeyEndpoint: Endpoint = {
  path: '/issue',
  method: 'post',
  handler: async (req) => {
    const t = accountTranslator(requestLanguage(req))
    const user = signedInWithSession(req)
    if (!user) return accountError(401, 'sessionRequired', t('apiKeys.sessionRequired'))
    const body = (await req.json?.().catch(() => null)) as { name?: unknown; scope?: unknown }
    const name = typeof body?.name === 'string' ? body.name.trim() : ''
    if (!name) return accountError(400, 'nameRequired', t('apiKeys.nameRequired'), 'name')
    if (name.length > MAX_KEY_NAME)
      return accountError(
        400,
        'nameTooLong',
        t('apiKeys.nameTooLong', { max: MAX_KEY_NAME }),
        'name',
      )
    if (!isApiKeyScope(body?.scope))
      return accountError(400, 'scopeInvalid', t('apiKeys.scopeInvalid'), 'scope')

    const key = newApiKey()
    const doc = await req.payload.create({
      collection: 'api-keys',
      data: {
        name,
        scope: body.scope,
        user: user.id,
        keyHash: hashApiKey(key),
        start: visiblePart(key),
        // What the owner is now, read fresh: a role changed meanwhile leaves the key dead.
        grantedAccess: grantedAccess(user),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    await retireOldKey(req, user.id)
    await recordAuditEvent(req, {
      action: 'apiKeyCreated',
      apiKey: doc.id,
      document: { collection: 'api-keys', id: doc.id },
      detail: `${name} (${body.scope})`,
    })
    const { keyHash: _hash, ...shown } = doc
    return Response.json({ key, doc: shown }, { status: 201 })
  },
}

/** An old Payload key stops with its owner's first named key: the rotation docs/security.md names. */
async function retireOldKey(req: PayloadRequest, userId: number) {
  const user = await req.payload.db.findOne<{ id: number; enableAPIKey?: boolean | null }>({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })
  if (!user?.enableAPIKey) return
  await req.payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { enableAPIKey: false, apiKey: null, apiKeyIndex: null },
    req,
  })
  await recordAuditEvent(req, {
    action: 'apiKeyRevoked',
    document: { collection: 'users', id: userId },
    detail: 'old key',
  })
}
