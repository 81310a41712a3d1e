import type { PayloadRequest } from 'payload'

/**
 * The network code of a registry and the number of a malformation, by id, for the titles of
 * surveillance documents; undefined where a document cannot be read. One read after the other:
 * inside a PostgreSQL transaction both share one connection.
 */
export async function registryAndMalformationCodes(
  req: PayloadRequest,
  registryId: number | string,
  malformationId: number | string,
): Promise<{ networkCode?: string; number?: number }> {
  const registry = await req.payload
    .findByID({
      collection: 'member-registries',
      id: registryId,
      depth: 0,
      select: { networkCode: true },
      overrideAccess: true,
      req,
    })
    .catch(() => null)
  const malformation = await req.payload
    .findByID({
      collection: 'malformations',
      id: malformationId,
      depth: 0,
      select: { number: true },
      overrideAccess: true,
      req,
    })
    .catch(() => null)
  return { networkCode: registry?.networkCode, number: malformation?.number }
}
