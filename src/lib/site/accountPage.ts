import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { relationId } from '@/lib/relationId'
import { getPayloadClient } from './payload'

export type AccountKey = {
  id: number
  name: string
  scope: 'read' | 'submit'
  start: string | null
  createdAt: string
  lastUsedAt: string | null
  lastUsedFrom: string | null
  revokedAt: string | null
}

/**
 * What the account page shows of a signed-in user: their registries (named in the page's
 * language, the Portuguese name where none was given) and their API keys.
 */
export async function loadAccountPage(user: User, locale: Locale) {
  const payload = await getPayloadClient()
  const registryIds = (user.registries ?? []).flatMap((entry) => {
    const id = relationId(entry)
    return id === null ? [] : [id]
  })
  const [registries, keys, legacy] = await Promise.all([
    registryIds.length
      ? payload.find({
          collection: 'member-registries',
          where: { id: { in: registryIds } },
          select: { name: true, networkCode: true },
          locale,
          depth: 0,
          limit: registryIds.length,
          pagination: false,
        })
      : null,
    payload.find({
      collection: 'api-keys',
      where: { user: { equals: user.id } },
      sort: '-createdAt',
      depth: 0,
      limit: 100,
      pagination: false,
      overrideAccess: false,
      user,
    }),
    payload.db.findOne<{ id: number; enableAPIKey?: boolean | null }>({
      collection: 'users',
      where: { id: { equals: user.id } },
    }),
  ])
  return {
    registries: (registries?.docs ?? []).map((registry) => ({
      id: registry.id,
      name: registry.name ?? '',
      code: registry.networkCode ?? '',
    })),
    keys: keys.docs.map((key): AccountKey => ({
      id: key.id,
      name: key.name,
      scope: key.scope,
      start: key.start ?? null,
      createdAt: key.createdAt,
      lastUsedAt: key.lastUsedAt ?? null,
      lastUsedFrom: key.lastUsedFrom ?? null,
      revokedAt: key.revokedAt ?? null,
    })),
    hasOldKey: Boolean(legacy?.enableAPIKey),
  }
}
