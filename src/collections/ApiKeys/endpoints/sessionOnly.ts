import type { PayloadRequest } from 'payload'
import type { KeyUser } from '@/lib/auth/apiKeyStrategy'
import { chooseLocale } from '@/endpoints/surveillance/boundary'

/** The signed-in user when signed in with a session, not with an API key. */
export function signedInWithSession(req: PayloadRequest): (KeyUser & { id: number }) | null {
  const user = req.user as (KeyUser & { _strategy?: string }) | null
  if (!user || user.collection !== 'users' || user._strategy === 'api-key') return null
  return user
}

/** ?locale=, else the request's language. */
export const requestLanguage = (req: PayloadRequest) =>
  chooseLocale(req.url, undefined, req.i18n?.language)
