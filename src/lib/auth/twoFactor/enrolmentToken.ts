import crypto from 'node:crypto'
import { payloadSecret } from '@/lib/secret'

/** How long a person has to scan the QR code and type the first code. */
export const ENROLMENT_MINUTES = 15

type Enrolment = { user: string; secret: string; expires: number }

const signature = (payload: string) =>
  crypto
    .createHmac('sha256', `two-factor-enrolment:${payloadSecret()}`)
    .update(payload)
    .digest('base64url')

/**
 * On the account page, the secret being enrolled (the account's pending one, pendingEnrolment.ts)
 * travels with the person's browser, signed, until its first code confirms it: the secret the
 * server saves is the one it chose for this account.
 */
export function signEnrolment(user: number | string, secret: string, now = Date.now()): string {
  const body: Enrolment = { user: String(user), secret, expires: now + ENROLMENT_MINUTES * 60_000 }
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url')
  return `${payload}.${signature(payload)}`
}

/** The secret of a signed, unexpired enrolment of this user; null for anything else. */
export function openEnrolment(
  token: unknown,
  user: number | string,
  now = Date.now(),
): string | null {
  if (typeof token !== 'string') return null
  const [payload, given] = token.split('.')
  if (!payload || !given) return null
  const expected = signature(payload)
  if (
    given.length !== expected.length ||
    !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  )
    return null
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<Enrolment>
    if (body.user !== String(user) || typeof body.secret !== 'string') return null
    if (typeof body.expires !== 'number' || body.expires < now) return null
    return body.secret
  } catch {
    return null
  }
}
