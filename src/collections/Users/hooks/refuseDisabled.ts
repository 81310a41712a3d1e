import { APIError, type CollectionAfterErrorHook, type CollectionBeforeLoginHook } from 'payload'
import { pick, tr } from '@/i18n/locales'

export const accountDisabledMessage = tr(
  'Sua conta foi desativada. Entre em contato com a administração.',
  'Su cuenta fue desactivada. Póngase en contacto con la administración.',
  'Your account has been disabled. Please contact the administration.',
)

/** A disabled account is refused at login, with a message the login page shows. */
export const refuseDisabled: CollectionBeforeLoginHook = ({ user, req }) => {
  if (user?.disabled) {
    throw new APIError(
      pick(accountDisabledMessage, req.i18n?.language),
      403,
      { code: 'account-disabled' },
      true,
    )
  }
  return user
}

/**
 * Keeps the refusal's message and code in the REST answer. In the production build the route
 * handler can hold its own copy of Payload's error classes, so it does not recognise this
 * APIError and would answer "An unknown error occurred."; the code is read from the error itself.
 */
export const answerDisabled: CollectionAfterErrorHook = ({ error }) => {
  const { data, message, status } = error as Error & { data?: { code?: string }; status?: number }
  if (data?.code !== 'account-disabled') return
  return { response: { errors: [{ message, data }] }, status: status ?? 403 }
}
