import type { User } from '@/payload-types'
import { getCurrentUser } from './currentUser'
import { redirectInLanguage } from './redirectInLanguage'
import { loginWith } from './routes'

/**
 * Members-only pages: an anonymous visitor goes to the login page, which
 * brings them back here afterwards. Enforced on the server, not by the menu.
 */
export async function requireMember(path: string): Promise<User> {
  const user = await getCurrentUser()
  if (!user) return redirectInLanguage(loginWith(path))
  return user
}
