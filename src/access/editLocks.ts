import type { Access, SanitizedConfig } from 'payload'
import { isAdmin, userIsAdmin } from './isAdmin'

/** The collection of edit locks Payload adds itself when documents can be locked. */
export const editLocksSlug = 'payload-locked-documents'

/** Admins reach every lock; another signed-in user only the locks held in their own name. */
const ownLockOrAdmin: Access = ({ req }) => {
  if (!req.user) return false
  if (userIsAdmin(req.user)) return true
  return { 'user.value': { equals: req.user.id } }
}

/**
 * Payload builds its edit-lock collection after every plugin has run, with "any
 * signed-in user" for each operation: a member could lock a document in an
 * admin's name over REST or GraphQL, blocking the office's saves, or remove an
 * admin's lock. The built configuration gets the office's rule instead: only
 * admins create or take over a lock (the admin panel, open to admins only,
 * writes its own locks through the database and is not affected), and anyone
 * else reads and removes only the locks in their own name.
 */
export async function restrictEditLocks(
  config: Promise<SanitizedConfig>,
): Promise<SanitizedConfig> {
  const built = await config
  const locks = built.collections.find((collection) => collection.slug === editLocksSlug)
  if (locks)
    locks.access = {
      ...locks.access,
      create: isAdmin,
      update: isAdmin,
      read: ownLockOrAdmin,
      delete: ownLockOrAdmin,
    }
  return built
}
