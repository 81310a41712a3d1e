import type { CollectionBeforeDeleteHook } from 'payload'

/** A user's API keys go with them (a key always has its owner). */
export const deleteApiKeys: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({ collection: 'api-keys', where: { user: { equals: id } }, req })
}
