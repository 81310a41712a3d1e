import type { CollectionBeforeValidateHook } from 'payload'
import { userIsAdmin } from '@/access'
import { relationId } from '@/lib/relationId'

/**
 * A member's saved query is always their own: on create the owner is the
 * member whatever was sent, and an update never moves it to someone else.
 * Admins may name any owner, and default to themselves. Server code without
 * a user (seed, tests) sets the owner itself.
 */
export const assignOwner: CollectionBeforeValidateHook = ({
  data,
  req,
  operation,
  originalDoc,
}) => {
  if (!data || !req.user) return data
  if (userIsAdmin(req.user)) {
    if (operation === 'create' && data.owner == null) data.owner = req.user.id
    return data
  }
  data.owner = operation === 'create' ? req.user.id : relationId(originalDoc?.owner)
  return data
}
