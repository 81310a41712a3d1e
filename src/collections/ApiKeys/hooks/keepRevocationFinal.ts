import type { CollectionBeforeChangeHook } from 'payload'
import { accountTranslator } from '@/lib/apiKeys/accountText'
import { requestLanguage } from '../endpoints/sessionOnly'
import { AccountRefusal } from '@/lib/auth/accountRefusal'

const sameMoment = (a: unknown, b: unknown) =>
  new Date(String(a)).getTime() === new Date(String(b)).getTime()

/** A revoked key stays revoked: its "Revoked at" cannot be cleared or moved, by anyone. */
export const keepRevocationFinal: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc?.revokedAt || !('revokedAt' in data)) return data
  if (data.revokedAt && sameMoment(data.revokedAt, originalDoc.revokedAt)) return data
  const t = accountTranslator(requestLanguage(req))
  throw new AccountRefusal(400, 'revocationFinal', t('apiKeys.revocationFinal'), 'revokedAt')
}
