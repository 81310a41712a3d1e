import type { CollectionBeforeChangeHook } from 'payload'
import { registryAndMalformationCodes } from '@/hooks/registryAndMalformationCodes'
import { relationId } from '@/lib/relationId'

/** "AR-RENAC · 3 · scan-cluster · 2024-04/2024-07": how lists and the admin name a signal. */
export const setSignalTitle: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const renamed = ['registry', 'malformation', 'kind', 'period'].some((key) => key in data)
  if (originalDoc?.title && !renamed) return data
  const registryId = relationId(data.registry ?? originalDoc?.registry)
  const malformationId = relationId(data.malformation ?? originalDoc?.malformation)
  const kind = data.kind ?? originalDoc?.kind
  const period = data.period ?? originalDoc?.period
  if (registryId === null || malformationId === null || !kind || !period) return data
  const { networkCode, number } = await registryAndMalformationCodes(
    req,
    registryId,
    malformationId,
  )
  const title = [networkCode ?? registryId, number ?? malformationId, kind, period].join(' · ')
  return { ...data, title }
}
