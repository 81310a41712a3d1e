import type { Endpoint } from 'payload'
import { userIsAdmin } from '@/access'
import { relationId } from '@/lib/relationId'
import { accountError, accountTranslator } from '@/lib/apiKeys/accountText'
import { requestLanguage, signedInWithSession } from './sessionOnly'

/**
 * POST /api/api-keys/:id/revoke — the key's owner, or an admin, revokes it: it stops at once
 * and stays listed with the time it was revoked. Another user's key is "not found".
 */
export const revokeKeyEndpoint: Endpoint = {
  path: '/:id/revoke',
  method: 'post',
  handler: async (req) => {
    const t = accountTranslator(requestLanguage(req))
    const user = signedInWithSession(req)
    if (!user) return accountError(401, 'sessionRequired', t('apiKeys.sessionRequired'))
    const key = await req.payload
      .findByID({
        collection: 'api-keys',
        id: String(req.routeParams?.id),
        depth: 0,
        overrideAccess: true,
        req,
      })
      .catch(() => null)
    if (!key || (!userIsAdmin(user) && String(relationId(key.user)) !== String(user.id)))
      return accountError(404, 'notFound', t('apiKeys.notFound'))
    const doc = key.revokedAt
      ? key
      : await req.payload.update({
          collection: 'api-keys',
          id: key.id,
          data: { revokedAt: new Date().toISOString() },
          depth: 0,
          overrideAccess: true,
          req,
        })
    const { keyHash: _hash, ...shown } = doc
    return Response.json({ doc: shown })
  },
}
