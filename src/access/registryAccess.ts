import { relationId, type DocumentId } from '@/lib/relationId'
import { userIsAdmin } from './isAdmin'

type MaybeUser = { registries?: unknown; roles?: string[] | null; collection?: string } | null

/** The member registries a user acts for (set by admins on the user). */
export function userRegistryIds(user: MaybeUser | undefined): DocumentId[] {
  const values = Array.isArray(user?.registries) ? user.registries : []
  return values.flatMap((value: unknown) => {
    const id = relationId(value)
    return id === null ? [] : [id]
  })
}

/** Whether the user may act for the registry: admins for all, members for their own. */
export function mayActForRegistry(user: MaybeUser | undefined, registryId: unknown): boolean {
  if (!user) return false
  if (userIsAdmin(user)) return true
  const id = relationId(registryId)
  return id !== null && userRegistryIds(user).some((own) => String(own) === String(id))
}
