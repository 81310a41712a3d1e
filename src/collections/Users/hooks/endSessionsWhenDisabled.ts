import type { CollectionAfterChangeHook } from 'payload'

/** Disabling an account also ends the sessions it already has. */
export const endSessionsWhenDisabled: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && doc.disabled && !previousDoc?.disabled) {
    await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { sessions: [] }, req })
  }
  return doc
}
