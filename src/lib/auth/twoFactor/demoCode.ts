import { generate } from 'otplib'
import type { Payload } from 'payload'
import { findClaim } from './claims'
import { pendingEnrolmentSecret } from './pendingEnrolment'
import { openSecret } from './sealedSecret'

const STEP_SECONDS = 30

/**
 * The time step whose code to give at `nowMs`: the current one, or the next (the sign-in takes
 * a code of the step just before or after, for clocks a little off) when the current one was
 * used already; null when both were.
 */
export function demoCodeStep(nowMs: number, used: (step: number) => boolean): number | null {
  const current = Math.floor(nowMs / 1000 / STEP_SECONDS)
  if (!used(current)) return current
  return used(current + 1) ? null : current + 1
}

export type DemoCode =
  | { ok: true; code: string; secondsLeft: number; enrolling: boolean }
  | { ok: false; reason: 'noAccount' | 'notDemo' | 'noCodeNeeded' | 'unreadable' | 'usedUp' }

type DemoAccount = {
  id: number
  demoAccount?: boolean | null
  roles?: string[] | null
  twoFactorEnabled?: boolean | null
  totpSecret?: string | null
  totpLastStep?: number | null
}

/**
 * A current second-factor code of a demo account (the seed marks them), so someone trying the
 * demo without an authenticator app can sign in where admins need one: of its confirmed
 * secret, or of the pending enrolment its sign-in shows (made here if there is none yet, the
 * same the sign-in will show). Any account the seed did not mark is refused.
 */
export async function demoAccountCode(
  payload: Payload,
  email: string,
  nowMs = Date.now(),
): Promise<DemoCode> {
  const account = await payload.db.findOne<DemoAccount>({
    collection: 'users',
    where: { email: { equals: email.toLowerCase().trim() } },
  })
  if (!account) return { ok: false, reason: 'noAccount' }
  if (account.demoAccount !== true) return { ok: false, reason: 'notDemo' }
  const enrolled = Boolean(account.twoFactorEnabled && account.totpSecret)
  // Only admins are made to enrol at sign-in; a member without a second factor needs no code.
  if (!enrolled && !account.roles?.includes('admin')) return { ok: false, reason: 'noCodeNeeded' }
  const secret = enrolled
    ? openSecret(account.totpSecret)
    : await pendingEnrolmentSecret(payload, account.id)
  if (!secret) return { ok: false, reason: 'unreadable' }

  const spent = new Set<number>()
  const current = Math.floor(nowMs / 1000 / STEP_SECONDS)
  for (const step of [current, current + 1])
    if (
      (account.totpLastStep ?? 0) >= step ||
      (await findClaim(payload, 'totp', account.id, String(step)))
    )
      spent.add(step)
  const step = demoCodeStep(nowMs, (candidate) => spent.has(candidate))
  if (step === null) return { ok: false, reason: 'usedUp' }
  const code = await generate({ secret, epoch: step * STEP_SECONDS })
  // The sign-in takes it until the step after its own ends.
  const secondsLeft = Math.round((step + 2) * STEP_SECONDS - nowMs / 1000)
  return { ok: true, code, secondsLeft, enrolling: !enrolled }
}
