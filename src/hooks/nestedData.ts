import type {
  CollectionBeforeOperationHook,
  GlobalBeforeOperationHook,
  PayloadRequest,
} from 'payload'
import { RefusedRequest } from '@/lib/security/refusedRequest'
import { MAX_NESTING, nestsDeeperThan } from '@/lib/security/nesting'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

/** A write's data is an object (a JSON body of `null`, `"x"` or `[]` is not a document). */
const isDocument = (data: unknown) =>
  data === undefined || (data !== null && typeof data === 'object' && !Array.isArray(data))

function refuseDeep(data: unknown, req: PayloadRequest): void {
  const t = surveillanceTranslator(req.i18n?.language)
  if (!isDocument(data)) throw new RefusedRequest(t('api.badRequest'))
  if (nestsDeeperThan(data)) throw new RefusedRequest(t('api.nestedTooDeep', { max: MAX_NESTING }))
}

/**
 * Payload copies and walks a write's data recursively before validating it: data that is no
 * document, or nested past any real document's depth, is refused (400) before that, whichever
 * way it came.
 */
export const refuseDeepData: CollectionBeforeOperationHook = ({ args, req }) => {
  refuseDeep((args as { data?: unknown }).data, req)
  return args
}

export const refuseDeepGlobalData: GlobalBeforeOperationHook = ({ args, req }) => {
  refuseDeep((args as { data?: unknown }).data, req)
  return args
}
