import { GRAPHQL_POST } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { answerLocale } from './bodyLimits'
import { MAX_NESTING, nestsDeeperThan, textNestsDeeperThan } from './nesting'

const refusal = (request: Request, code: string, message: string): Response =>
  Response.json(
    { errors: [{ message, extensions: { code, statusCode: 400 } }] },
    { status: 400, headers: { 'Content-Language': answerLocale(request) } },
  )

/**
 * What GraphQL cannot take and would answer badly: a body that is not JSON (Payload's reader
 * throws, a server error) or a query or variables nested deep enough to overflow the parser's
 * stack (answered with the engine's "Maximum call stack size exceeded"). Refused with a
 * translated 400 before anything parses them; every other request goes on unchanged.
 */
export async function malformedGraphqlRefusal(request: Request): Promise<Response | null> {
  const [contentType] = (request.headers.get('content-type') ?? '').split(';', 1)
  if (contentType?.trim().toLowerCase() !== 'application/json') return null
  const t = surveillanceTranslator(answerLocale(request))
  let body: unknown
  try {
    const text = await request.clone().text()
    body = text ? JSON.parse(text) : {}
  } catch {
    return refusal(request, 'badRequest', t('api.badRequest'))
  }
  const query = (body as { query?: unknown } | null)?.query
  if (nestsDeeperThan(body) || (typeof query === 'string' && textNestsDeeperThan(query)))
    return refusal(request, 'nestedTooDeep', t('api.nestedTooDeep', { max: MAX_NESTING }))
  return null
}

/** Payload's GraphQL route, behind the refusal of malformed requests above. */
export function graphqlRoute(config: Promise<SanitizedConfig> | SanitizedConfig) {
  const post = GRAPHQL_POST(config)
  return async (request: Request): Promise<Response> =>
    (await malformedGraphqlRefusal(request)) ?? post(request)
}
