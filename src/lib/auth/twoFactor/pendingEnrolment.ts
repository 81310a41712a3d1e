import type { Payload } from 'payload'
import { claimOnce, clearClaims, dropClaim, findClaim } from './claims'
import { openSecret, sealSecret } from './sealedSecret'
import { newTotpSecret } from './totp'

/**
 * How long a secret shown for enrolment stays the account's until its first code confirms it:
 * long enough to scan it one day and come back to finish later.
 */
export const PENDING_ENROLMENT_HOURS = 24

const expiresAt = (createdAt: string) =>
  new Date(createdAt).getTime() + PENDING_ENROLMENT_HOURS * 3_600_000

/**
 * The secret this account is enrolling with: the same one on every sign-in and on the account
 * page until it is confirmed or expires (a QR code scanned on an earlier attempt keeps working),
 * then a new one. Kept sealed, like a confirmed secret.
 */
export async function pendingEnrolmentSecret(payload: Payload, user: number): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const pending = await findClaim(payload, 'enrolment', user)
    const secret = pending ? openSecret(pending.value) : null
    if (pending && secret && expiresAt(pending.createdAt) > Date.now()) return secret
    if (pending) await dropClaim(payload, pending)
    const fresh = newTotpSecret()
    // Two first sign-ins at once: the one whose insert passes sets the secret for both.
    if (await claimOnce(payload, 'enrolment', user, '', sealSecret(fresh))) return fresh
  }
  throw new Error('no pending enrolment could be kept for this account')
}

/** The pending secret without making one: what `npm run demo:code` reads. */
export async function currentPendingSecret(payload: Payload, user: number): Promise<string | null> {
  const pending = await findClaim(payload, 'enrolment', user)
  if (!pending || expiresAt(pending.createdAt) <= Date.now()) return null
  return openSecret(pending.value)
}

/**
 * Turned off or reset: the next enrolment starts from a new secret. A confirmed enrolment keeps
 * its row until it expires: should a sign-in running beside the confirming one write back the
 * account as it read it (Payload's sign-in does), the next attempt shows the same secret.
 */
export const endPendingEnrolment = (payload: Payload, user: number) =>
  clearClaims(payload, 'enrolment', user)
