import type { CollectionBeforeDeleteHook } from 'payload'

/** A user's saved queries go with them (the owner column may not be left empty). */
export const deleteSavedQueries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'saved-queries',
    where: { owner: { equals: id } },
    overrideAccess: true,
    req,
  })
}
