import { executeAuthStrategies, type Payload } from 'payload'
import type { User } from '@/payload-types'

/**
 * Who sent these headers (session cookie, token or API key), or null: Payload's auth strategies,
 * the same checks `payload.auth` runs. That one also works out the user's permissions on every
 * collection and global, which no caller here reads and which costs more than the rest of a
 * public alarm test.
 */
export async function userOfHeaders(payload: Payload, headers: Headers): Promise<User | null> {
  const { user } = await executeAuthStrategies({ payload, headers })
  return user && user.collection === 'users' ? (user as User) : null
}
