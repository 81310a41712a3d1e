import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { userIsAdmin } from '@/access'
import { registryWritableFields } from '@/lib/surveillance/signals/followUp'
import { signalsTranslator } from '@/lib/surveillance/signals/translate'

const writable = new Set<string>(registryWritableFields)

/**
 * A member of the signal's registry (update access lets only them through) writes the registry's
 * notes and nothing else: any other field sent is refused with a 403 that says so, rather than
 * silently dropped, and nothing is saved. Read before the operation, from what the request sent
 * (later hooks see the whole merged document).
 */
export const guardMemberWrites: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'update' || !req.user || userIsAdmin(req.user)) return args
  const sent = (args as { data?: Record<string, unknown> }).data ?? {}
  const refused = Object.keys(sent).filter((key) => !writable.has(key))
  if (refused.length) {
    const t = signalsTranslator(req.i18n?.language)
    throw new APIError(
      t('errors.registryNotesOnly', { fields: refused.join(', ') }),
      403,
      { code: 'registryNotesOnly' },
      true,
    )
  }
  return args
}
