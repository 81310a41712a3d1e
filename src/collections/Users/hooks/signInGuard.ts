import { createTranslator } from 'next-intl'
import type {
  CollectionAfterErrorHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { messagesByLocale } from '@/i18n/messages'
import { clientAddress } from '@/lib/auth/clientAddress'
import { failuresOf, recordFailure } from '@/lib/auth/failureCounter'
import { matchesStoredPassword, spendPasswordCheck } from '@/lib/auth/passwordCheck'
import { signInDelay } from '@/lib/auth/signInDelay'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'

const SCOPE = 'sign-in'

const credentials = (data: unknown) => {
  const { email, password } = (data ?? {}) as { email?: unknown; password?: unknown }
  return {
    email: typeof email === 'string' ? email.toLowerCase().trim() : '',
    password: typeof password === 'string' ? password : '',
  }
}

const findByEmail = (req: PayloadRequest, email: string) =>
  req.payload.db.findOne<{
    id: number | string
    hash?: string
    salt?: string
    lockUntil?: string | null
  }>({
    collection: 'users',
    where: { email: { equals: email } },
    req,
  })

/**
 * Before a sign-in is looked at: an address with recent failures waits (see
 * signInDelay), and an e-mail without an account costs the same password work
 * as one with, so the answer's timing does not tell which e-mails exist.
 */
export const slowDownSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const address = clientAddress(req)
  if (address) {
    const wait = signInDelay(await failuresOf(SCOPE, address))
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }
  const { email, password } = credentials(args.data)
  if (email && password && !(await findByEmail(req, email))) await spendPasswordCheck(password)
  return args
}

/**
 * After a failed sign-in: the address's failure is counted, and a locked
 * account says so only to whoever gave its right password (how long, and that
 * a password reset unlocks it); to anyone else it answers as a wrong password.
 */
export const answerSignInFailure: CollectionAfterErrorHook = async ({ error, req }) => {
  // Told apart by their messages: a production build renames Payload's error classes.
  const locked = error.message === req.t('error:userLocked')
  if (!locked && error.message !== req.t('error:emailOrPasswordIncorrect')) return
  const address = clientAddress(req)
  if (address) await recordFailure(SCOPE, address)
  await recordAuditEvent(req, {
    action: 'signInFailed',
    user: null,
    email: credentials(req.data).email,
    detail: locked ? 'locked' : req.context.secondFactorRefusal ? 'wrong second-factor code' : null,
  })
  if (!locked) return

  const { email, password } = credentials(req.data)
  const user = email ? await findByEmail(req, email) : null
  if (!user || !(await matchesStoredPassword(password, user)))
    return {
      status: 401,
      response: { errors: [{ message: req.t('error:emailOrPasswordIncorrect') }] },
    }

  const lockedFor = new Date(user.lockUntil ?? 0).getTime() - Date.now()
  const minutes = Math.max(1, Math.ceil(lockedFor / 60_000))
  const language = req.i18n?.language
  const locale = isLocale(language) ? language : defaultLocale
  const t = createTranslator({ locale, messages: messagesByLocale[locale], namespace: 'login' })
  return {
    status: 423,
    response: {
      errors: [
        { message: t('accountLocked', { minutes }), data: { code: 'account-locked', minutes } },
      ],
    },
  }
}
