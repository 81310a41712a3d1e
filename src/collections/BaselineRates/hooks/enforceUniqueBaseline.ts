import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { relationId } from '@/lib/relationId'

/**
 * One baseline per registry × malformation × base period. Checked here to give
 * a translated message on the field; the compound unique index is the backstop.
 */
export const enforceUniqueBaseline: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const registry = relationId(data.registry ?? originalDoc?.registry)
  const malformation = relationId(data.malformation ?? originalDoc?.malformation)
  const basePeriod = data.basePeriod ?? originalDoc?.basePeriod
  if (registry === null || malformation === null || !basePeriod) return data

  const { docs } = await req.payload.find({
    collection: 'baseline-rates',
    where: {
      and: [
        { registry: { equals: registry } },
        { malformation: { equals: malformation } },
        { basePeriod: { equals: basePeriod } },
        ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    depth: 0,
    limit: 1,
    select: {},
    overrideAccess: true,
    req,
  })
  if (docs.length > 0) {
    const t = surveillanceTranslator(req.i18n?.language)
    throw new ValidationError({
      collection: 'baseline-rates',
      errors: [{ path: 'basePeriod', message: t('issues.alreadyExists') }],
      req,
    })
  }
  return data
}
