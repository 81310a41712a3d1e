import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'
import { pageQueryRefusal } from './pagination'

type Handler = (
  request: Request,
  args: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>

/** Refuses a malformed `limit` or `page` before Payload reads it, for any collection. */
const guarded =
  (handler: Handler): Handler =>
  async (request, args) =>
    pageQueryRefusal(request) ?? handler(request, args)

/**
 * Payload's REST routes (/api/[...slug]). Payload's own collections (preferences, document
 * locks) take no hooks from this project, so the pagination of every collection is checked at
 * the address; the project's collections check it again in their operations, for GraphQL and
 * server code (hooks/argumentChecks.ts).
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
