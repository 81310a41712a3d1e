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
