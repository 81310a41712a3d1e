/** Message keys (namespace `login`) of SPEC's sign-in errors. */
export type LoginError = 'emptyFields' | 'invalidEmail' | 'invalidCredentials' | 'accountDisabled'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Checks done before asking the server: both fields filled, email well formed. */
export function checkLoginInput(email: string, password: string): LoginError | null {
  if (!email.trim() || !password) return 'emptyFields'
  if (!EMAIL.test(email.trim())) return 'invalidEmail'
  return null
}

type ErrorBody = { errors?: { message?: string; data?: { code?: string } | null }[] } | null

/**
 * Maps Payload's login answer to SPEC's messages: 401 is a wrong email or
 * password (a locked account answers the same, so it reveals nothing), 403 with
 * code account-disabled is a disabled account, 400 a malformed email. Any other
 * answer has no sign-in message of its own (null).
 */
export function loginErrorFromResponse(status: number, body: ErrorBody): LoginError | null {
  const code = body?.errors?.[0]?.data?.code
  if (status === 403 && code === 'account-disabled') return 'accountDisabled'
  if (status === 401) return 'invalidCredentials'
  if (status === 400) return 'invalidEmail'
  return null
}
