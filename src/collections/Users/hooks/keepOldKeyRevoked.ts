import type { CollectionBeforeChangeHook } from 'payload'
import { accountTranslator } from '@/lib/apiKeys/accountText'
import { AccountRefusal } from '@/lib/auth/accountRefusal'
import { requestLanguage } from '@/collections/ApiKeys/endpoints/sessionOnly'

/** An old Payload key, once revoked ("Old API key active" unticked), is not turned back on. */
export const keepOldKeyRevoked: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || data.enableAPIKey !== true || originalDoc?.enableAPIKey) return data
  const t = accountTranslator(requestLanguage(req))
  throw new AccountRefusal(400, 'revocationFinal', t('apiKeys.revocationFinal'), 'enableAPIKey')
}
