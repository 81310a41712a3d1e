import type { Access } from 'payload'
import { userIsAdmin } from './isAdmin'

/** Hidden webinars exist only for admins: everyone else gets a query that filters them out. */
export const visibleOrAdmin: Access = ({ req }) =>
  userIsAdmin(req.user) ? true : { isVisible: { equals: true } }
