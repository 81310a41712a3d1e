import { headers } from 'next/headers'
import type { User } from '@/payload-types'
import { getPayloadClient } from './payload'
import { userOfHeaders } from './requestUser'

/** The signed-in member of this request (from the session cookie), or null. Makes the page dynamic. */
export async function getCurrentUser(): Promise<User | null> {
  return userOfHeaders(await getPayloadClient(), await headers())
}
