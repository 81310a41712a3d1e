import type { AuthStrategy, Payload, PayloadRequest } from 'payload'
import type { ApiKey, User } from '@/payload-types'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { apiKeyFromHeaders, hashApiKey, legacyKeyIndexes } from '@/lib/apiKeys/keyMaterial'
import { grantedAccess } from '@/lib/apiKeys/grantedAccess'
import { isReadMethod, scopeAllows, type ApiKeyScope } from '@/lib/apiKeys/scopes'
import { clientAddress } from './clientAddress'

/** A signed-in user as an API key presents them: which key, and what it may do. */
export type KeyUser = User & { collection: 'users'; apiKeyId?: number; apiKeyScope?: ApiKeyScope }

type Holder = { user: User; key: ApiKey | null }

/**
 * The account a key belongs to, when the key is live: a named key not revoked, whose owner has
 * the roles and registries it was made with (keys made before that was recorded are revoked by
 * any change instead, src/collections/Users/hooks/endAccessOnChange.ts), or an old one.
 */
export async function findKeyHolder(payload: Payload, key: string): Promise<Holder | null> {
  const named = await payload.db.findOne<ApiKey>({
    collection: 'api-keys',
    where: { keyHash: { equals: hashApiKey(key) } },
  })
  if (named) {
    if (named.revokedAt) return null
    const user = await payload
      .findByID({ collection: 'users', id: named.user as number, depth: 0, overrideAccess: true })
      .catch(() => null)
    if (!user) return null
    if (named.grantedAccess && named.grantedAccess !== grantedAccess(user)) return null
    return { user, key: named }
  }
  const legacy = await payload.db.findOne<User>({
    collection: 'users',
    where: {
      and: [
        { enableAPIKey: { equals: true } },
        { apiKeyIndex: { in: legacyKeyIndexes(key, payload.secret) } },
      ],
    },
  })
  if (!legacy) return null
  const user = await payload.findByID({
    collection: 'users',
    id: legacy.id,
    depth: 0,
    overrideAccess: true,
  })
  return { user, key: null }
}

/** Why a request with a key has no user: the key reads only, or it is not a live key. */
export async function apiKeyRefusal(req: PayloadRequest): Promise<'readOnly' | 'invalid' | null> {
  const key = apiKeyFromHeaders(req.headers)
  if (!key) return null
  const holder = await findKeyHolder(req.payload, key)
  if (holder && !holder.user.disabled && holder.key && !scopeAllows(holder.key.scope, req.method))
    return 'readOnly'
  return 'invalid'
}

const day = (date: Date) => date.toISOString().slice(0, 10)

/** Notes a key's use: its last time and address, and the first use of each day in the audit log. */
async function noteUse(payload: Payload, headers: Headers, user: User, key: ApiKey): Promise<void> {
  const now = new Date()
  const address = clientAddress({ headers })
  const last = key.lastUsedAt ? new Date(key.lastUsedAt) : null
  // At most one write a minute per key from one address: a busy script does not write per call.
  if (!last || now.getTime() - last.getTime() > 60_000 || key.lastUsedFrom !== address)
    await payload.db.updateOne({
      collection: 'api-keys',
      id: key.id,
      data: { lastUsedAt: now.toISOString(), lastUsedFrom: address },
    })
  if (!last || day(last) !== day(now))
    await recordAuditEvent(
      { payload, headers },
      {
        action: 'apiKeyUsed',
        user,
        apiKey: key.id,
        document: { collection: 'api-keys', id: key.id },
      },
    )
}

/**
 * A key never carries more than its scope: an admin's key reads as the admin, but writes (any
 * request other than GET) only as a member of the owner's registries would, so a leaked key
 * gives no admin write (accounts, keys, settings, acceptances).
 */
const rolesForRequest = (roles: User['roles'], method: string | undefined): User['roles'] =>
  isReadMethod(method) ? roles : (roles ?? []).filter((role) => role !== 'admin')

/**
 * `Authorization: users API-Key <key>`, as registries' scripts send it: a named key (hashed,
 * revocable, read or submit) or a key Payload issued before them, until it is revoked or its
 * owner's first named key replaces it. A disabled account's keys stop at once, since the account
 * is read on every request; a read key makes no other request than GET.
 */
export const apiKeyStrategy: AuthStrategy = {
  name: 'api-key',
  authenticate: async ({ headers, payload, req }) => {
    const key = apiKeyFromHeaders(headers)
    if (!key) return { user: null }
    const holder = await findKeyHolder(payload, key)
    if (!holder || holder.user.disabled) return { user: null }
    const scope: ApiKeyScope = holder.key?.scope ?? 'submit'
    if (!scopeAllows(scope, req?.method)) return { user: null }
    if (holder.key) await noteUse(payload, headers, holder.user, holder.key)
    const user: KeyUser = {
      ...holder.user,
      roles: rolesForRequest(holder.user.roles, req?.method),
      collection: 'users',
      ...(holder.key ? { apiKeyId: holder.key.id, apiKeyScope: scope } : {}),
    }
    return { user: { ...user, _strategy: 'api-key' } }
  },
}
