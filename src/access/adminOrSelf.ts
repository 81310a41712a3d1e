import type { Access } from 'payload'
import { userIsAdmin } from './isAdmin'

export const adminOrSelf: Access = ({ req }) => {
  if (userIsAdmin(req.user)) return true
  if (req.user) return { id: { equals: req.user.id } }
  return false
}
