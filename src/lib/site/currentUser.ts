import { headers } from 'next/headers'
import type { User } from '@/payload-types'
import { getPayloadClient } from './payload'

/** The signed-in member of this request (from the session cookie), or null. Makes the page dynamic. */
export async function getCurrentUser(): Promise<User | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user && user.collection === 'users' ? (user as User) : null
}
