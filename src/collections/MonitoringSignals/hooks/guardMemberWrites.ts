import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { userIsAdmin } from '@/access'
import { registryWritableFields } from '@/lib/surveillance/signals/followUp'
import { signalsTranslator } from '@/lib/surveillance/signals/translate'

const writable = new Set<string>(registryWritableFields)

/**
 * A member of the signal's registry (update access lets only them through) writes the registry's
 * notes and nothing else: any other field is refused with a 403 that says so, rather than
 * silently dropped, and nothing is saved.
 */
export const guardMemberWrites: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (operation !== 'update' || !req.user || userIsAdmin(req.user)) return data
  const refused = Object.keys(data ?? {}).filter((key) => !writable.has(key))
  if (refused.length) {
    const t = signalsTranslator(req.i18n?.language)
    throw new APIError(
      t('errors.registryNotesOnly', { fields: refused.join(', ') }),
      403,
      { code: 'registryNotesOnly' },
      true,
    )
  }
  return data
}
