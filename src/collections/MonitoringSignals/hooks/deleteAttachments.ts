import type { CollectionBeforeDeleteHook } from 'payload'

/** A signal the office deletes takes its follow-up's attachments, their files included, with it. */
export const deleteAttachments: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'signal-attachments',
    where: { signal: { equals: id } },
    overrideAccess: true,
    req,
  })
}
