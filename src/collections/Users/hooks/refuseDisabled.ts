import { APIError, type CollectionBeforeLoginHook } from 'payload'
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
