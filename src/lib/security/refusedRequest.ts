import { APIError } from 'payload'

/**
 * A request refused for what it asks (a 4xx with a translated message): logged as one line at
 * info level by its class name (payload.config.ts), not as a server error with its stack.
 */
export class RefusedRequest extends APIError {
  constructor(message: string, status = 400) {
    super(message, status, undefined, true)
  }
}
