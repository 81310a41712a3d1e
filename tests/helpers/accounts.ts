import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { demoAccounts } from '@/seed'
import { login } from './rest'

export type Role = 'anonymous' | 'user' | 'admin'

/** Tokens of the demo admin and member, by role; anonymous has none. */
export async function tokensByRole(): Promise<Record<Role, string | undefined>> {
  return {
    anonymous: undefined,
    user: await login(demoAccounts.member.email, demoAccounts.member.password),
    admin: await login(demoAccounts.admin.email, demoAccounts.admin.password),
  }
}

/** The demo member's user document, as the Local API reads it. */
export async function demoMember(payload: Payload): Promise<User> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: demoAccounts.member.email } },
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error('the demo member is not in the database')
  return docs[0]
}
