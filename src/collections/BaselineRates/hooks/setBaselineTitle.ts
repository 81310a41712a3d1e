import type { CollectionBeforeChangeHook } from 'payload'
import { registryAndMalformationCodes } from '@/hooks/registryAndMalformationCodes'
import { relationId } from '@/lib/relationId'

/** "AR-RENAC · 3 · 2020-2022": a title for lists and relationship pickers, in every language. */
export const setBaselineTitle: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const registryId = relationId(data.registry ?? originalDoc?.registry)
  const malformationId = relationId(data.malformation ?? originalDoc?.malformation)
  const basePeriod = data.basePeriod ?? originalDoc?.basePeriod
  if (registryId === null || malformationId === null) return data

  const { networkCode, number } = await registryAndMalformationCodes(
    req,
    registryId,
    malformationId,
  )
  return {
    ...data,
    title: [networkCode, number, basePeriod].filter(Boolean).join(' · '),
  }
}
