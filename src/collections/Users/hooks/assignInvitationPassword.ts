import crypto from 'node:crypto'
import type { CollectionBeforeValidateHook } from 'payload'

/**
 * An admin never types or sees a member's password: a new account gets a random
 * one nobody knows, and the member chooses their own through the invitation link.
 * The seed and the very first admin (created on an empty database) keep theirs.
 */
export const assignInvitationPassword: CollectionBeforeValidateHook = async ({
  data,
  operation,
  req,
  context,
}) => {
  if (operation !== 'create' || !data) return data
  if (context.keepPassword) return data
  if (!req.user) {
    const { totalDocs } = await req.payload.count({ collection: 'users', req })
    if (totalDocs === 0) return data
  }
  return { ...data, password: crypto.randomBytes(32).toString('base64url') }
}
