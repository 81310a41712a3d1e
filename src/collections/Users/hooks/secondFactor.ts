import { createTranslator } from 'next-intl'
import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterOperationHook,
  type CollectionBeforeLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { messagesByLocale } from '@/i18n/messages'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { clientAddress } from '@/lib/auth/clientAddress'
import { recordFailure } from '@/lib/auth/failureCounter'
import { adminTwoFactorRequired } from '@/lib/auth/twoFactor/adminRequirement'
import { pendingEnrolmentSecret } from '@/lib/auth/twoFactor/pendingEnrolment'
import { qrCodeDataUrl } from '@/lib/auth/twoFactor/qrCode'
import { openSecret, sealSecret } from '@/lib/auth/twoFactor/sealedSecret'
import {
  forgetSpentRecoveryCodes,
  spendStoredRecoveryCode,
  spendTotpStep,
} from '@/lib/auth/twoFactor/spend'
import { newRecoveryCodes } from '@/lib/auth/twoFactor/recoveryCodes'
import { totpStep, totpUri } from '@/lib/auth/twoFactor/totp'
import type { TwoFactorAccount } from '../twoFactorFields'

export const CODE_REQUIRED = 'second-factor-required'
export const ENROLMENT_REQUIRED = 'second-factor-enrolment'

/** A refused or pending second step: an everyday event, logged on one line (payload.config). */
export class SecondFactorRefusal extends APIError {
  constructor(message: string, status: number, data: Record<string, unknown> | null) {
    super(message, status, data, true)
    // Named here, not by the class: a production build shortens class names.
    this.name = 'SecondFactorRefusal'
  }
}

/** What a refused second step leaves for afterError: the account's sign-in count to put back. */
type Refusal = { id: number; email: string | null; loginAttempts: number; failed: boolean }

const loginTranslator = (req: PayloadRequest) => {
  const language = req.i18n?.language
  const locale = isLocale(language) ? language : defaultLocale
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace: 'login' })
}

const typedCode = (req: PayloadRequest) => {
  const code = (req.data as { code?: unknown } | undefined)?.code
  return typeof code === 'string' ? code.replace(/\s/g, '').slice(0, 32) : ''
}

const refuse = (
  req: PayloadRequest,
  account: TwoFactorAccount,
  failed: boolean,
  error: APIError,
): never => {
  const refusal: Refusal = {
    id: account.id,
    email: account.email ?? null,
    loginAttempts: account.loginAttempts ?? 0,
    failed,
  }
  req.context.secondFactorRefusal = refusal
  throw error
}

/** A wrong code answers exactly as a wrong password does, and counts as one. */
const wrongCode = (req: PayloadRequest, account: TwoFactorAccount) =>
  refuse(
    req,
    account,
    true,
    new SecondFactorRefusal(req.t('error:emailOrPasswordIncorrect'), 401, null),
  )

const isAdminAccount = (account: TwoFactorAccount | null | undefined) =>
  Boolean(account?.roles?.includes('admin'))

const saveAccount = (req: PayloadRequest, id: number, data: Record<string, unknown>) =>
  req.payload.db.updateOne({ collection: 'users', id, data, req, returning: false })

/** Which auth operation runs: Payload runs the sign-in hooks after a password reset too. */
export const noteAuthOperation: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  req.context.authOperation = operation
  return args
}

/**
 * The second step of a sign-in, once Payload has checked the password and before it issues any
 * session: an account with a second factor gives a code from its app (or a recovery code, good
 * once) in the same request; an admin without one, when the site settings require it, enrols
 * here first. Without the code nothing is issued: the answer only asks for it.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  if (req.context.authOperation !== 'login') return user
  const account = user as TwoFactorAccount
  const code = typedCode(req)
  const t = loginTranslator(req)

  if (account.twoFactorEnabled && account.totpSecret) {
    if (!code)
      refuse(
        req,
        account,
        false,
        new SecondFactorRefusal(t('codeRequired'), 403, { code: CODE_REQUIRED }),
      )
    const step = await totpStep(openSecret(account.totpSecret) ?? '', code, account.totpLastStep)
    if (step) {
      // Another sign-in with the same code may have spent it since the account was read.
      if (await spendTotpStep(req, account.id, step)) return user
      return wrongCode(req, account)
    }
    const left = await spendStoredRecoveryCode(req, account.id, account.recoveryCodes, code)
    if (left === null) return wrongCode(req, account)
    await recordAuditEvent(req, {
      action: 'twoFactorRecoveryCodeUsed',
      user: account,
      document: { collection: 'users', id: account.id },
      detail: `${left} left`,
    })
    return user
  }

  if (!isAdminAccount(account) || !(await adminTwoFactorRequired(req))) return user
  return enrolAtSignIn(req, account, code, t)
}

/**
 * An admin without a second factor, when the site requires one: the QR code of the account's
 * pending enrolment (the same secret on every attempt until it is confirmed or expires), and
 * once its first code is right, the second factor on and ten recovery codes in the answer.
 * A wrong code says so (the password was right, or no QR code would have been shown) and
 * counts toward the lock like a wrong password.
 */
async function enrolAtSignIn(
  req: PayloadRequest,
  account: TwoFactorAccount,
  code: string,
  t: ReturnType<typeof loginTranslator>,
) {
  const secret = await pendingEnrolmentSecret(req.payload, account.id)
  const step = code ? await totpStep(secret, code) : null
  if (!step || !(await spendTotpStep(req, account.id, step))) {
    const uri = totpUri(account.email ?? '', secret)
    return refuse(
      req,
      account,
      Boolean(code),
      new SecondFactorRefusal(code ? t('enrolWrongCode') : t('enrolRequired'), 403, {
        code: ENROLMENT_REQUIRED,
        ...(code ? { wrongCode: true } : {}),
        secret,
        uri,
        qr: await qrCodeDataUrl(uri),
      }),
    )
  }
  const { codes, hashes } = newRecoveryCodes()
  const enrolled = {
    twoFactorEnabled: true,
    totpSecret: sealSecret(secret),
    totpLastStep: step,
    recoveryCodes: hashes,
  }
  await saveAccount(req, account.id, enrolled)
  await forgetSpentRecoveryCodes(req, account.id)
  req.context.newRecoveryCodes = codes
  await recordAuditEvent(req, {
    action: 'twoFactorEnrolled',
    user: account,
    document: { collection: 'users', id: account.id },
    detail: 'at sign-in',
  })
  return { ...account, ...enrolled }
}

/**
 * The recovery codes of an enrolment finished while signing in, added to the sign-in's answer:
 * the only time they are shown, as on the account page.
 */
export const showNewRecoveryCodes: CollectionAfterOperationHook = ({ operation, req, result }) => {
  const codes = req.context.newRecoveryCodes
  if (operation !== 'login' || !Array.isArray(codes) || !result) return result
  return { ...result, recoveryCodes: codes }
}

/**
 * After a refused second step, once Payload has undone the sign-in: the account's count of
 * failed sign-ins is what it was (Payload had reset it on the right password), plus one for a
 * wrong code, locking the account at the same limit as wrong passwords. The request for a code
 * keeps its message and data (a production build may not recognise Payload's error class).
 */
export const answerSecondFactor: CollectionAfterErrorHook = async ({ collection, error, req }) => {
  const refusal = req.context.secondFactorRefusal as Refusal | undefined
  if (!refusal) return
  const { maxLoginAttempts, lockTime } = collection.auth
  const loginAttempts = refusal.loginAttempts + (refusal.failed ? 1 : 0)
  const locks = maxLoginAttempts > 0 && loginAttempts >= maxLoginAttempts
  await req.payload.db.updateOne({
    collection: 'users',
    id: refusal.id,
    data: {
      loginAttempts,
      lockUntil: locks ? new Date(Date.now() + lockTime).toISOString() : null,
    },
    returning: false,
  })
  const { data, message, status } = error as Error & {
    data?: { code?: string; wrongCode?: boolean }
    status?: number
  }
  if (data?.code !== CODE_REQUIRED && data?.code !== ENROLMENT_REQUIRED) return
  if (data.wrongCode) {
    // A wrong enrolment code slows the address and is logged, as a wrong password is.
    const address = clientAddress(req)
    if (address) await recordFailure('sign-in', address)
    await recordAuditEvent(req, {
      action: 'signInFailed',
      user: null,
      email: refusal.email,
      detail: 'wrong enrolment code',
    })
  }
  return { response: { errors: [{ message, data }] }, status: status ?? 403 }
}

/**
 * Payload signs a person in after a password reset. For an account that needs a second factor
 * that session is ended at once: they sign in with the new password and their code.
 */
export const noSessionFromReset: CollectionAfterOperationHook = async ({
  operation,
  req,
  result,
}) => {
  if (operation !== 'resetPassword') return result
  const id = (result as { user?: { id?: number } } | undefined)?.user?.id
  if (!id) return result
  const account = await req.payload.db.findOne<TwoFactorAccount>({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })
  const needsCode =
    Boolean(account?.twoFactorEnabled) ||
    (isAdminAccount(account) && (await adminTwoFactorRequired(req)))
  if (!needsCode) return result
  // The token Payload made names a session that no longer exists: no request accepts it.
  await req.payload.db.updateOne({ collection: 'users', id, data: { sessions: [] }, req })
  return result
}
