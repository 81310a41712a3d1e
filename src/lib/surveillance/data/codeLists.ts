import type { Payload } from 'payload'
import { memoize } from '@/lib/cache/memo'
import { collectionTag } from '@/lib/cacheTags'

/**
 * Every registry's network code (with its id) and whether it reports live births only. Cached
 * until a registry is saved: every alarm test and table reads it.
 */
export function readRegistryCodes(payload: Payload) {
  return memoize('surveillance:registry-codes', [collectionTag('member-registries')], async () => {
    const { docs } = await payload.find({
      collection: 'member-registries',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { networkCode: true, liveBirthsOnly: true },
      overrideAccess: true,
    })
    return docs.map(({ id, networkCode, liveBirthsOnly }) => ({ id, networkCode, liveBirthsOnly }))
  })
}

/** The ids of the registries that report live births only (their rates' denominator). */
export const liveBirthsOnlyIds = (registries: { id: unknown; liveBirthsOnly?: boolean | null }[]) =>
  new Set(registries.filter((doc) => doc.liveBirthsOnly).map((doc) => String(doc.id)))

/**
 * Every registry's network code and every malformation's number (with their ids): what the
 * codes and numbers of a query are checked against.
 */
export async function readCodeLists(payload: Payload) {
  const [registries, malformations] = await Promise.all([
    readRegistryCodes(payload),
    payload.find({
      collection: 'malformations',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { number: true },
      overrideAccess: true,
    }),
  ])
  return { registries, malformations: malformations.docs }
}

/** The registry with this network code, written in any case. */
export const findRegistryByCode = <T extends { networkCode: string }>(
  registries: T[],
  code: string,
): T | undefined => registries.find((doc) => doc.networkCode.toLowerCase() === code.toLowerCase())
