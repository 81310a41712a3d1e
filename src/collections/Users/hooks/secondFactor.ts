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
import { adminTwoFactorRequired } from '@/lib/auth/twoFactor/adminRequirement'
import { openEnrolment, signEnrolment } from '@/lib/auth/twoFactor/enrolmentToken'
import { qrCodeDataUrl } from '@/lib/auth/twoFactor/qrCode'
import { spendRecoveryCode } from '@/lib/auth/twoFactor/recoveryCodes'
import { openSecret, sealSecret } from '@/lib/auth/twoFactor/sealedSecret'
import { newTotpSecret, totpStep, totpUri } from '@/lib/auth/twoFactor/totp'
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
type Refusal = { id: number; loginAttempts: number; failed: boolean }

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
  const refusal: Refusal = { id: account.id, loginAttempts: account.loginAttempts ?? 0, failed }
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
      await saveAccount(req, account.id, { totpLastStep: step })
      return user
    }
    const left = spendRecoveryCode(account.recoveryCodes, code)
    if (!left) return wrongCode(req, account)
    await saveAccount(req, account.id, { recoveryCodes: left })
    await recordAuditEvent(req, {
      action: 'twoFactorRecoveryCodeUsed',
      user: account,
      document: { collection: 'users', id: account.id },
      detail: `${left.length} left`,
    })
    return user
  }

  if (!isAdminAccount(account) || !(await adminTwoFactorRequired(req))) return user
  const enrolling = openEnrolment((req.data as { enrolment?: unknown })?.enrolment, account.id)
  if (!enrolling || !code) {
    const secret = enrolling ?? newTotpSecret()
    const uri = totpUri(account.email ?? '', secret)
    return refuse(
      req,
      account,
      false,
      new SecondFactorRefusal(t('enrolRequired'), 403, {
        code: ENROLMENT_REQUIRED,
        enrolment: signEnrolment(account.id, secret),
        secret,
        uri,
        qr: await qrCodeDataUrl(uri),
      }),
    )
  }
  const step = await totpStep(enrolling, code)
  if (!step) return wrongCode(req, account)
  await saveAccount(req, account.id, {
    twoFactorEnabled: true,
    totpSecret: sealSecret(enrolling),
    totpLastStep: step,
    recoveryCodes: [],
  })
  await recordAuditEvent(req, {
    action: 'twoFactorEnrolled',
    user: account,
    document: { collection: 'users', id: account.id },
    detail: 'at sign-in',
  })
  return user
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
  const { data, message, status } = error as Error & { data?: { code?: string }; status?: number }
  if (data?.code !== CODE_REQUIRED && data?.code !== ENROLMENT_REQUIRED) return
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
