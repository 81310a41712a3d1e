import { APIError, type CollectionAfterErrorHook, type PayloadRequest } from 'payload'
import type { KeyUser } from './apiKeyStrategy'

/**
 * A refused write to accounts or keys (a password outside its flow, a key writing accounts, a
 * revocation undone): an everyday refusal, answered in the site's error shape and logged on one
 * line (payload.config).
 */
export class AccountRefusal extends APIError {
  constructor(status: number, code: string, message: string, field?: string) {
    super(message, status, { code, ...(field ? { field } : {}) }, true)
    // Named here, not by the class: a production build shortens class names.
    this.name = 'AccountRefusal'
  }
}

/** Whether the request is signed in with an API key (named or old), not a session. */
export const signedInWithKey = (req: PayloadRequest): boolean =>
  (req.user as (KeyUser & { _strategy?: string }) | null)?._strategy === 'api-key'

/**
 * Keeps the refusal's code and message in the REST answer, `{ errors: [{ field?, code,
 * message }] }`; in the production build the route handler may not recognise this APIError
 * by its class, so the code is read from the error itself.
 */
export const answerAccountRefusal: CollectionAfterErrorHook = ({ error }) => {
  if (error.name !== 'AccountRefusal') return
  const { data, message, status } = error as Error & {
    data?: { code?: string; field?: string }
    status?: number
  }
  if (!data?.code) return
  const field = data.field ? { field: data.field } : {}
  return {
    response: { errors: [{ ...field, code: data.code, message }] },
    status: status ?? 400,
  }
}
