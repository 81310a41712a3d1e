import type { CollectionBeforeChangeHook } from 'payload'

/** The reason of an explained signal goes when the signal is no longer marked explained. */
export const clearExplanation: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status
  return status === 'explained' ? data : { ...data, explanation: null }
}
