import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/relationId'
import { findPublication } from '@/lib/surveillance/data/findPublication'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

/**
 * One publication per registry and semester, so members are not emailed
 * twice by accident: a second one is refused with a translated message (to
 * email them again, the existing one is saved with "resend"). The compound
 * unique index is the backstop.
 */
export const enforceUniquePublication: CollectionBeforeChangeHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const registry = relationId(data.registry)
  if (registry === null || !data.year || !data.semester) return data
  const existing = await findPublication(req, registry, {
    year: data.year,
    semester: data.semester,
  })
  if (existing)
    throw new ValidationError({
      collection: 'published-reports',
      errors: [
        {
          path: 'semester',
          message: surveillanceTranslator(req.i18n?.language)('issues.alreadyPublished'),
        },
      ],
      req,
    })
  return data
}
