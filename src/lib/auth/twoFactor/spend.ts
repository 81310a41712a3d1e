import type { PayloadRequest } from 'payload'
import { claimOnce, clearClaims } from './claims'
import { hashRecoveryCode, spendRecoveryCode } from './recoveryCodes'

/** TOTP claims older than this are of steps no code can match any more. */
const TOTP_CLAIM_MINUTES = 10

const saveAccount = (req: PayloadRequest, id: number, data: Record<string, unknown>) =>
  req.payload.db.updateOne({ collection: 'users', id, data, req, returning: false })

/**
 * Spends a TOTP time step of the account: one insert that the database lets through once, so
 * of any number of requests racing with the same code exactly one gets true. The account's
 * last step is kept too, so an older code than the last one used is refused outright.
 */
export async function spendTotpStep(
  req: PayloadRequest,
  user: number,
  step: number,
): Promise<boolean> {
  if (!(await claimOnce(req.payload, 'totp', user, String(step)))) return false
  await saveAccount(req, user, { totpLastStep: step })
  await clearClaims(req.payload, 'totp', user, new Date(Date.now() - TOTP_CLAIM_MINUTES * 60_000))
  return true
}

/**
 * Spends one of the account's recovery codes, once under any concurrency: the number of codes
 * left, or null when the code is not one of `stored` or was spent already.
 */
export async function spendStoredRecoveryCode(
  req: PayloadRequest,
  user: number,
  stored: unknown,
  code: string,
): Promise<number | null> {
  const left = spendRecoveryCode(stored, code)
  if (!left) return null
  if (!(await claimOnce(req.payload, 'recovery', user, hashRecoveryCode(code)))) return null
  await saveAccount(req, user, { recoveryCodes: left })
  return left.length
}

/** New recovery codes, or none: the claims of the old ones are of no more use. */
export const forgetSpentRecoveryCodes = (req: PayloadRequest, user: number) =>
  clearClaims(req.payload, 'recovery', user)
