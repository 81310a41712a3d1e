import type { Access, Where } from 'payload'
import { userIsAdmin } from './isAdmin'

/**
 * Admins reach every document; a signed-in user only the ones whose `owner`
 * is them (a query, so lists hold only theirs and any other id is not found);
 * anonymous callers nothing.
 */
export const ownerOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (userIsAdmin(req.user)) return true
  const where: Where = { owner: { equals: req.user.id } }
  return where
}
