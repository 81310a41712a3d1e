import type { Access } from 'payload'

/** Any signed-in member; a disabled account never reaches here because login refuses it. */
export const isLoggedIn: Access = ({ req }) => Boolean(req.user)
