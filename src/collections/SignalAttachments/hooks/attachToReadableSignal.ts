import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { relationId } from '@/lib/relationId'
import { signalsTranslator } from '@/lib/surveillance/signals/translate'

/**
 * An attachment goes only to a signal the uploader may read (the office, or a member of its
 * registry: the signal's own read access decides), and carries that signal's registry, so the
 * file is read by the same people as the signal.
 */
export const attachToReadableSignal: CollectionBeforeValidateHook = async ({
  data,
  operation,
  req,
}) => {
  if (operation !== 'create') return data
  const signalId = relationId(data?.signal)
  const signal =
    signalId === null
      ? null
      : await req.payload.findByID({
          collection: 'monitoring-signals',
          id: signalId,
          depth: 0,
          select: { registry: true },
          // Server code (no user: the Local API) attaches where it is told.
          overrideAccess: !req.user,
          user: req.user,
          disableErrors: true,
          req,
        })
  if (!signal) {
    const t = signalsTranslator(req.i18n?.language)
    throw new APIError(t('errors.signalNotYours'), 403, { code: 'signalNotYours' }, true)
  }
  return { ...data, registry: relationId(signal.registry) }
}
