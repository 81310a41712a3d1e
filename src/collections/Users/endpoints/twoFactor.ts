import type { Endpoint, PayloadRequest } from 'payload'
import { userIsAdmin } from '@/access'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { accountError, accountTranslator } from '@/lib/apiKeys/accountText'
import { failuresOf, recordFailure } from '@/lib/auth/failureCounter'
import { openEnrolment, signEnrolment } from '@/lib/auth/twoFactor/enrolmentToken'
import { qrCodeDataUrl } from '@/lib/auth/twoFactor/qrCode'
import { newRecoveryCodes } from '@/lib/auth/twoFactor/recoveryCodes'
import { openSecret, sealSecret } from '@/lib/auth/twoFactor/sealedSecret'
import {
  forgetSpentRecoveryCodes,
  spendStoredRecoveryCode,
  spendTotpStep,
} from '@/lib/auth/twoFactor/spend'
import { endPendingEnrolment, pendingEnrolmentSecret } from '@/lib/auth/twoFactor/pendingEnrolment'
import { totpStep, totpUri } from '@/lib/auth/twoFactor/totp'
import { requestLanguage, signedInWithSession } from '@/collections/ApiKeys/endpoints/sessionOnly'
import { noSecondFactor, type TwoFactorAccount } from '../twoFactorFields'

/** Wrong codes a signed-in account may type in the account page per 15 minutes. */
const MAX_CODE_FAILURES = 10
const SCOPE = 'two-factor-code'

const body = async (req: PayloadRequest) =>
  ((await req.json?.().catch(() => null)) ?? {}) as Record<string, unknown>

const typed = (value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : '')

const storedAccount = (req: PayloadRequest, id: number | string) =>
  req.payload.db.findOne<TwoFactorAccount>({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })

const save = (req: PayloadRequest, id: number, data: Record<string, unknown>) =>
  req.payload.db.updateOne({ collection: 'users', id, data, req, returning: false })

/** The signed-in account (with a session, not a key), or the refusal to answer with. */
async function sessionAccount(req: PayloadRequest) {
  const t = accountTranslator(requestLanguage(req))
  const user = signedInWithSession(req)
  const account = user ? await storedAccount(req, user.id) : null
  if (!account)
    return { t, refusal: accountError(401, 'sessionRequired', t('apiKeys.sessionRequired')) }
  return { t, account }
}

/**
 * A current code of the account's app, or one of its recovery codes (then spent). Wrong codes
 * are counted per account, so a session left open cannot be used to try them all.
 */
async function checkCurrentCode(req: PayloadRequest, account: TwoFactorAccount, code: string) {
  const subject = String(account.id)
  if ((await failuresOf(SCOPE, subject)) >= MAX_CODE_FAILURES) return false
  const step = await totpStep(openSecret(account.totpSecret) ?? '', code, account.totpLastStep)
  // Spent in one conditional write: a code raced through two requests passes once.
  if (step && (await spendTotpStep(req, account.id, step))) return true
  const left = step
    ? null
    : await spendStoredRecoveryCode(req, account.id, account.recoveryCodes, code)
  if (left !== null) {
    await recordAuditEvent(req, {
      action: 'twoFactorRecoveryCodeUsed',
      document: { collection: 'users', id: account.id },
      detail: `${left} left`,
    })
    return true
  }
  await recordFailure(SCOPE, subject)
  return false
}

/**
 * POST /api/users/two-factor/start — the secret to scan (the account's pending enrolment),
 * signed for the confirmation.
 */
export const startTwoFactorEndpoint: Endpoint = {
  path: '/two-factor/start',
  method: 'post',
  handler: async (req) => {
    const { t, account, refusal } = await sessionAccount(req)
    if (!account) return refusal
    if (account.twoFactorEnabled) return accountError(409, 'alreadyOn', t('twoFactor.alreadyOn'))
    // The enrolment the sign-in would show: one secret until it is confirmed or expires.
    const secret = await pendingEnrolmentSecret(req.payload, account.id)
    const uri = totpUri(account.email ?? '', secret)
    return Response.json({
      secret,
      uri,
      qr: await qrCodeDataUrl(uri),
      enrolment: signEnrolment(account.id, secret),
    })
  },
}

/**
 * POST /api/users/two-factor/confirm { enrolment, code } — the first code from the app turns
 * the second factor on; the answer holds the recovery codes, the only time they are shown.
 */
export const confirmTwoFactorEndpoint: Endpoint = {
  path: '/two-factor/confirm',
  method: 'post',
  handler: async (req) => {
    const { t, account, refusal } = await sessionAccount(req)
    if (!account) return refusal
    if (account.twoFactorEnabled) return accountError(409, 'alreadyOn', t('twoFactor.alreadyOn'))
    const data = await body(req)
    const secret = openEnrolment(data.enrolment, account.id)
    if (!secret) return accountError(400, 'enrolmentExpired', t('twoFactor.expired'))
    const code = typed(data.code)
    if (!code) return accountError(400, 'codeRequired', t('twoFactor.codeRequired'), 'code')
    const step = await totpStep(secret, code)
    if (!step || !(await spendTotpStep(req, account.id, step)))
      return accountError(400, 'wrongCode', t('twoFactor.wrongCode'), 'code')
    const { codes, hashes } = newRecoveryCodes()
    await save(req, account.id, {
      twoFactorEnabled: true,
      totpSecret: sealSecret(secret),
      totpLastStep: step,
      recoveryCodes: hashes,
    })
    await forgetSpentRecoveryCodes(req, account.id)
    await recordAuditEvent(req, {
      action: 'twoFactorEnrolled',
      document: { collection: 'users', id: account.id },
    })
    return Response.json({ recoveryCodes: codes })
  },
}

/** POST /api/users/two-factor/disable { code } — off again, proven with a current code. */
export const disableTwoFactorEndpoint: Endpoint = {
  path: '/two-factor/disable',
  method: 'post',
  handler: async (req) => {
    const { t, account, refusal } = await sessionAccount(req)
    if (!account) return refusal
    if (!account.twoFactorEnabled) return accountError(409, 'notOn', t('twoFactor.notOn'))
    const code = typed((await body(req)).code)
    if (!code) return accountError(400, 'codeRequired', t('twoFactor.codeRequired'), 'code')
    if (!(await checkCurrentCode(req, account, code)))
      return accountError(400, 'wrongCode', t('twoFactor.wrongCode'), 'code')
    await save(req, account.id, noSecondFactor)
    await forgetSpentRecoveryCodes(req, account.id)
    await endPendingEnrolment(req.payload, account.id)
    await recordAuditEvent(req, {
      action: 'twoFactorDisabled',
      document: { collection: 'users', id: account.id },
    })
    return Response.json({ ok: true })
  },
}

/**
 * POST /api/users/two-factor/recovery-codes { code } — new recovery codes (the old ones stop),
 * for someone who has used theirs up or who enrolled while signing in.
 */
export const renewRecoveryCodesEndpoint: Endpoint = {
  path: '/two-factor/recovery-codes',
  method: 'post',
  handler: async (req) => {
    const { t, account, refusal } = await sessionAccount(req)
    if (!account) return refusal
    if (!account.twoFactorEnabled) return accountError(409, 'notOn', t('twoFactor.notOn'))
    const code = typed((await body(req)).code)
    if (!code) return accountError(400, 'codeRequired', t('twoFactor.codeRequired'), 'code')
    if (!(await checkCurrentCode(req, account, code)))
      return accountError(400, 'wrongCode', t('twoFactor.wrongCode'), 'code')
    const { codes, hashes } = newRecoveryCodes()
    await save(req, account.id, { recoveryCodes: hashes })
    await forgetSpentRecoveryCodes(req, account.id)
    await recordAuditEvent(req, {
      action: 'twoFactorRecoveryCodesRenewed',
      document: { collection: 'users', id: account.id },
    })
    return Response.json({ recoveryCodes: codes })
  },
}

/**
 * POST /api/users/:id/two-factor/reset — an admin turns off the second factor of someone who
 * lost their phone and their recovery codes; they sign in with the password alone (or enrol
 * again, if they are an admin and the site requires it).
 */
export const resetTwoFactorEndpoint: Endpoint = {
  path: '/:id/two-factor/reset',
  method: 'post',
  handler: async (req) => {
    const t = accountTranslator(requestLanguage(req))
    if (!userIsAdmin(req.user) || !signedInWithSession(req))
      return accountError(403, 'adminOnly', t('twoFactor.adminOnly'))
    const id = String(req.routeParams?.id ?? '')
    const account = /^\d+$/.test(id) ? await storedAccount(req, Number(id)) : null
    if (!account) return accountError(404, 'notFound', t('twoFactor.userNotFound'))
    await save(req, account.id, noSecondFactor)
    await forgetSpentRecoveryCodes(req, account.id)
    await endPendingEnrolment(req.payload, account.id)
    // Whoever may have their phone is signed out too.
    await req.payload.db.updateOne({
      collection: 'users',
      id: account.id,
      data: { sessions: [] },
      req,
    })
    await recordAuditEvent(req, {
      action: 'twoFactorReset',
      document: { collection: 'users', id: account.id },
      detail: account.email ?? null,
    })
    return Response.json({ ok: true })
  },
}

export const twoFactorEndpoints = [
  startTwoFactorEndpoint,
  confirmTwoFactorEndpoint,
  disableTwoFactorEndpoint,
  renewRecoveryCodesEndpoint,
  resetTwoFactorEndpoint,
]
