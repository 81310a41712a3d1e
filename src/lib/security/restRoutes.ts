import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'
import { queryRefusal } from './queryParameters'

type Handler = (
  request: Request,
  args: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>

/** Refuses query parameters Payload would fail on (queryParameters.ts), for any collection. */
const guarded =
  (handler: Handler): Handler =>
  async (request, args) =>
    queryRefusal(request) ?? handler(request, args)

/**
 * Payload's REST routes (/api/[...slug]), behind the check of their query parameters. Payload's
 * own collections (preferences, document locks) take no hooks from this project, so the
 * parameters of every collection are checked at the address; the project's collections check
 * pagination again in their operations, for GraphQL and server code (hooks/argumentChecks.ts).
 */
export function restRoutes(config: Promise<SanitizedConfig> | SanitizedConfig) {
  return {
    GET: guarded(REST_GET(config)),
    POST: guarded(REST_POST(config)),
    DELETE: guarded(REST_DELETE(config)),
    PATCH: guarded(REST_PATCH(config)),
    PUT: guarded(REST_PUT(config)),
    OPTIONS: REST_OPTIONS(config),
  }
}
