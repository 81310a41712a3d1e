import type { Access, FieldAccess } from 'payload'

type MaybeUser = { roles?: string[] | null; collection?: string } | null | undefined

export const userIsAdmin = (user: MaybeUser): boolean =>
  Boolean(user && user.collection === 'users' && user.roles?.includes('admin'))

export const isAdmin: Access = ({ req }) => userIsAdmin(req.user)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user)
