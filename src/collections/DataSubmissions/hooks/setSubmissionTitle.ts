import type { CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/relationId'

/** "AR-RENAC · 2025/1": how lists and the admin name a submission. */
export const setSubmissionTitle: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const registryId = relationId(data.registry ?? originalDoc?.registry)
  const year = data.year ?? originalDoc?.year
  const semester = data.semester ?? originalDoc?.semester
  if (registryId === null || !year || !semester) return data
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
  return { ...data, title: `${registry?.networkCode ?? registryId} · ${year}/${semester}` }
}
