import type { CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/relationId'

/** "AR-RENAC · 2025/1", "AR-RENAC · 2025/1 · v2": how lists and the admin name a submission. */
export const setSubmissionTitle: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const registryId = relationId(data.registry ?? originalDoc?.registry)
  const year = data.year ?? originalDoc?.year
  const semester = data.semester ?? originalDoc?.semester
  const version = Number(data.version ?? originalDoc?.version ?? 1)
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
  const suffix = version > 1 ? ` · v${version}` : ''
  return {
    ...data,
    title: `${registry?.networkCode ?? registryId} · ${year}/${semester}${suffix}`,
  }
}
