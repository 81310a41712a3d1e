import type { CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/relationId'

/** "AR-RENAC · 3 · 2020-2022": a title for lists and relationship pickers, in every language. */
export const setBaselineTitle: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const registryId = relationId(data.registry ?? originalDoc?.registry)
  const malformationId = relationId(data.malformation ?? originalDoc?.malformation)
  const basePeriod = data.basePeriod ?? originalDoc?.basePeriod
  if (registryId === null || malformationId === null) return data

  // One after the other: inside a PostgreSQL transaction they share one connection.
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
  return {
    ...data,
    title: [registry?.networkCode, malformation?.number, basePeriod].filter(Boolean).join(' · '),
  }
}
