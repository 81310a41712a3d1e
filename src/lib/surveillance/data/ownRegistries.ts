import type { Payload } from 'payload'
import { userIsAdmin, userRegistryIds } from '@/access'
import type { User } from '@/payload-types'

/** The registries a user submits and tests for, by initials: their own, or every one for an admin. */
export async function loadOwnRegistries(
  payload: Payload,
  user: User,
): Promise<{ networkCode: string; initials: string }[]> {
  const admin = userIsAdmin(user)
  const own = userRegistryIds(user)
  if (!admin && own.length === 0) return []
  const { docs } = await payload.find({
    collection: 'member-registries',
    where: admin ? {} : { id: { in: own } },
    sort: 'initials',
    depth: 0,
    limit: 0,
    pagination: false,
    select: { networkCode: true, initials: true },
  })
  return docs
}
