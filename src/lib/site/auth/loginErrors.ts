/** Message keys (namespace `login`) of SPEC's sign-in errors. */
export type LoginError =
  | 'emptyFields'
  | 'invalidEmail'
  | 'invalidCredentials'
  | 'accountDisabled'
  | 'accountLocked'
  | 'enrolWrongCode'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Checks done before asking the server: both fields filled, email well formed. */
export function checkLoginInput(email: string, password: string): LoginError | null {
  if (!email.trim() || !password) return 'emptyFields'
  if (!EMAIL.test(email.trim())) return 'invalidEmail'
  return null
}

type ErrorBody = {
  errors?: { message?: string; data?: { code?: string; minutes?: number } | null }[]
} | null

/**
 * Maps Payload's login answer to SPEC's messages: 401 is a wrong email or
 * password (a locked account answers the same to a wrong password, so it
 * reveals nothing), 423 a locked account whose right password was given, 403
 * with code account-disabled a disabled account, 400 a malformed email. Any
 * other answer has no sign-in message of its own (null).
 */
export function loginErrorFromResponse(status: number, body: ErrorBody): LoginError | null {
  const code = body?.errors?.[0]?.data?.code
  if (status === 423 && code === 'account-locked') return 'accountLocked'
  if (status === 403 && code === 'account-disabled') return 'accountDisabled'
  if (status === 401) return 'invalidCredentials'
  if (status === 400) return 'invalidEmail'
  return null
}

/** Minutes until a locked account can sign in again, as the 423 answer gives them. */
export const lockedMinutes = (body: ErrorBody): number =>
  Math.max(1, Number(body?.errors?.[0]?.data?.minutes) || 15)

/** The enrolment an admin is asked to complete while signing in (the QR code and its secret). */
export type PendingEnrolment = { secret: string; qr: string }

/**
 * What a sign-in answer asks for next: the app's code, or a first enrolment (again after a
 * wrong code, with the same secret), or nothing.
 */
export type SecondStep =
  { kind: 'code' } | ({ kind: 'enrol'; wrongCode: boolean } & PendingEnrolment) | null

type SecondStepBody = {
  errors?: { data?: { code?: string; wrongCode?: boolean } & Partial<PendingEnrolment> }[]
} | null

/** Reads a 403 answer that asks for the second factor (or its enrolment) instead of refusing. */
export function secondStepFromResponse(status: number, body: SecondStepBody): SecondStep {
  const data = body?.errors?.[0]?.data
  if (status !== 403 || !data) return null
  if (data.code === 'second-factor-required') return { kind: 'code' }
  if (data.code === 'second-factor-enrolment' && data.secret && data.qr)
    return { kind: 'enrol', secret: data.secret, qr: data.qr, wrongCode: data.wrongCode === true }
  return null
}

/** The recovery codes a sign-in that finished an enrolment answers with, shown once. */
export function newRecoveryCodesOf(body: unknown): string[] | null {
  const codes = (body as { recoveryCodes?: unknown } | null)?.recoveryCodes
  return Array.isArray(codes) && codes.every((code) => typeof code === 'string') && codes.length
    ? codes
    : null
}
