import type { CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/relationId'
import { registryMembers } from '@/lib/surveillance/data/registryMembers'
import { isSending } from './sending'

/**
 * The publication's title ("AR-RENAC · 2025-S1"), who published it and when
 * (on creation), and, whenever the members are emailed, how many and when.
 */
export const stampPublication: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  const registry = relationId(data.registry ?? originalDoc?.registry)
  const year = data.year ?? originalDoc?.year
  const semester = data.semester ?? originalDoc?.semester
  if (registry === null || !year || !semester) return data
  const now = new Date().toISOString()
  const stamped = { ...data }
  if (operation === 'create') {
    stamped.publishedAt = now
    stamped.publishedBy = req.user?.id ?? null
  }
  if (!originalDoc?.title || operation === 'create') {
    const doc = await req.payload
      .findByID({
        collection: 'member-registries',
        id: registry,
        depth: 0,
        select: { networkCode: true },
        overrideAccess: true,
        req,
      })
      .catch(() => null)
    stamped.title = `${doc?.networkCode ?? registry} · ${year}-S${semester}`
  }
  if (isSending(operation, data)) {
    stamped.recipients = (await registryMembers(req.payload, registry, req)).length
    stamped.sentAt = now
  }
  return stamped
}
