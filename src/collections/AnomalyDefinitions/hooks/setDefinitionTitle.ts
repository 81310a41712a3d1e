import type { CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/relationId'

/** The list's title: the anomaly's number, the version and its first day ('3 · 2026-1 · 2026-07-01'). */
export const setDefinitionTitle: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const malformation = relationId(data.malformation ?? originalDoc?.malformation)
  const version = data.version ?? originalDoc?.version
  const validFrom = String(data.validFrom ?? originalDoc?.validFrom ?? '').slice(0, 10)
  if (malformation === null) return data
  const doc = await req.payload.findByID({
    collection: 'malformations',
    id: malformation,
    depth: 0,
    select: { number: true },
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  return { ...data, title: `${doc?.number ?? malformation} · ${version} · ${validFrom}` }
}
