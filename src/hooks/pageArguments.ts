import type { CollectionBeforeOperationHook } from 'payload'
import { validPageArguments } from '@/lib/security/queryParameters'
import { RefusedRequest } from '@/lib/security/refusedRequest'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

/**
 * A list's `limit` and `page` from GraphQL arguments or server code (REST's are checked at the
 * address, lib/security/restRoutes.ts): a negative or fractional one is a bad request (400),
 * not a failed SQL statement.
 */
export const refuseBadPageArguments: CollectionBeforeOperationHook = ({ args, req }) => {
  const { limit, page } = args as { limit?: unknown; page?: unknown }
  if (!validPageArguments(limit, page)) {
    const t = surveillanceTranslator(req.i18n?.language)
    throw new RefusedRequest(t('api.invalidPagination'))
  }
  return args
}
