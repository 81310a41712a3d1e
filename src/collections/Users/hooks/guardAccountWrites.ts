import type { CollectionBeforeOperationHook } from 'payload'
import { accountTranslator } from '@/lib/apiKeys/accountText'
import { AccountRefusal, signedInWithKey } from '@/lib/auth/accountRefusal'
import { requestLanguage } from '@/collections/ApiKeys/endpoints/sessionOnly'
import { MIN_PASSWORD_LENGTH } from '../endpoints/changePassword'

/** Set in `context` by the change-password endpoint, the one writer of a new password. */
export const PASSWORD_CHANGE_FLOW = 'passwordChangeFlow'

const writes = new Set(['create', 'update', 'delete', 'unlock', 'resetPassword'])

/**
 * Before any write to accounts, through REST, GraphQL, bulk or the admin panel:
 * - no API key creates, changes, unlocks or deletes an account (its own included): passwords,
 *   e-mails, roles, registries and second factors change only with a session;
 * - a password changes only through POST /api/users/change-password (the current password, the
 *   length rule, the audit log) or a reset link (Payload's resetPassword, not an update),
 *   which keeps the same length rule.
 */
export const guardAccountWrites: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (!writes.has(operation)) return args
  const { overrideAccess, data } = args as { overrideAccess?: boolean; data?: unknown }
  const t = accountTranslator(requestLanguage(req))
  if (signedInWithKey(req) && !overrideAccess)
    throw new AccountRefusal(403, 'apiKeyCannotChangeAccounts', t('apiKeys.accountsRefused'))
  const password = (data as { password?: unknown } | undefined)?.password
  if (operation === 'resetPassword') {
    if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH)
      throw new AccountRefusal(
        400,
        'tooShort',
        t('password.tooShort', { min: MIN_PASSWORD_LENGTH }),
        'password',
      )
    return args
  }
  if (operation === 'update' && password && !req.context[PASSWORD_CHANGE_FLOW])
    throw new AccountRefusal(
      400,
      'passwordChangeFlowOnly',
      t('password.changeFlowOnly'),
      'password',
    )
  return args
}
