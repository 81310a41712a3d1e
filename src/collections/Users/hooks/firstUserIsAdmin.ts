import type { CollectionBeforeChangeHook } from 'payload'

/** The account created on an empty database runs the site, so it is an admin. */
export const firstUserIsAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || req.user) return data
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0 ? { ...data, roles: ['admin'] } : data
}
