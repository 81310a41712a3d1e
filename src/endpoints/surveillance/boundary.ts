import {
  APIError,
  type Endpoint,
  type Payload,
  type PayloadHandler,
  type PayloadRequest,
} from 'payload'
import { userIsAdmin } from '@/access'
import { isForeignCookieRequest } from '@/lib/auth/sameOrigin'
import { apiKeyRefusal } from '@/lib/auth/apiKeyStrategy'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { jsonResponse, type JsonAnswer } from '@/lib/jsonAnswer'
import type { FieldIssue, RowIssue } from '@/lib/surveillance/input/issues'
import {
  issueText,
  surveillanceTranslator,
  type SurveillanceT,
} from '@/lib/surveillance/present/translate'

/** The one error shape of every surveillance endpoint. */
export interface SurveillanceError {
  field?: string
  line?: number
  column?: string
  code: string
  message: string
}

/** Language of an answer: ?locale=, then the body's locale, then the request's language (Accept-Language). */
export function chooseLocale(
  url: string | undefined,
  bodyLocale: unknown,
  requestLanguage: unknown,
): Locale {
  const query = new URL(url ?? '', 'http://local').searchParams.get('locale')
  for (const candidate of [query, bodyLocale, requestLanguage])
    if (isLocale(candidate)) return candidate
  return defaultLocale
}

export const requestLocale = (req: PayloadRequest, bodyLocale?: unknown): Locale =>
  chooseLocale(req.url, bodyLocale, req.i18n?.language)

/** A cell of a file says its line and column; anything else names its field. */
export function errorJson(issue: FieldIssue | RowIssue, t: SurveillanceT): SurveillanceError {
  // A line of the file names its column; the file's own bounds (its rows, its cells) the line alone.
  const where =
    'line' in issue && issue.line > 0
      ? issue.field === 'file'
        ? { field: issue.field, line: issue.line }
        : { line: issue.line, column: issue.field }
      : { field: issue.field }
  return { ...where, code: issue.code, message: issueText(t, issue) }
}

/** Issues as the error shape; a full parse queue answers 503 with a time to retry instead. */
export function errorAnswer(
  status: number,
  issues: (FieldIssue | RowIssue)[],
  t: SurveillanceT,
): JsonAnswer {
  const busy = issues.some((issue) => issue.code === 'serverBusy')
  return {
    status: busy ? 503 : status,
    body: { message: t('form.errorSummary'), errors: issues.map((issue) => errorJson(issue, t)) },
    headers: busy ? { 'Retry-After': '5' } : undefined,
  }
}

export const errorResponse = (...args: Parameters<typeof errorAnswer>): Response =>
  jsonResponse(errorAnswer(...args))

/** A refusal with one message and no field: 401, 403, 404, 409, 500. */
export const refusalAnswer = (status: number, code: string, message: string): JsonAnswer => ({
  status,
  body: { message, errors: [{ code, message }] },
})

export const refusal = (...args: Parameters<typeof refusalAnswer>): Response =>
  jsonResponse(refusalAnswer(...args))

/** The JSON object of a request body; anything else (no body, an array, bad JSON) reads as {}. */
export async function readJsonObject(req: {
  json?: () => Promise<unknown>
}): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = await req.json?.()
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

export interface SurveillanceContext {
  req: PayloadRequest
  locale: Locale
  t: SurveillanceT
}

interface SurveillanceEndpoint {
  path: string
  method: Endpoint['method']
  /** Who may call: anyone, any logged-in user (401 otherwise) or admins only (403). */
  access: 'anyone' | 'user' | 'admin'
  handler: (context: SurveillanceContext) => Promise<Response>
  /** Largest request body accepted, in bytes (JSON endpoints keep the default). */
  maxBodyBytes?: number
  /** The refusal of a body over that size, when the endpoint can say more (a file's limit). */
  tooLarge?: (t: SurveillanceT) => JsonAnswer
}

/** Far above any form or JSON call of these tools. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024

/**
 * Refuses a body over the endpoint's size before anything reads it: by its
 * declared length, and a body without one (chunked) is refused too, as no
 * browser or HTTP library sends a form or JSON that way.
 */
export function bodyRefusal(
  req: { headers: Headers; body?: unknown },
  maxBytes: number,
  t: SurveillanceT,
): JsonAnswer | null {
  const declared = req.headers.get('content-length')
  if (declared === null)
    return req.body ? refusalAnswer(411, 'lengthRequired', t('api.lengthRequired')) : null
  const length = Number(declared)
  if (!Number.isSafeInteger(length) || length < 0)
    return refusalAnswer(400, 'badRequest', t('api.badRequest'))
  if (length > maxBytes)
    return refusalAnswer(
      413,
      'bodyTooLarge',
      t('api.bodyTooLarge', { max: Math.floor(maxBytes / 1024) }),
    )
  return null
}

/** A request Payload could not read (malformed multipart or `_payload` JSON) is the caller's mistake. */
const isUnreadableRequest = (error: unknown): boolean =>
  error instanceof SyntaxError ||
  (error instanceof APIError && error.status >= 400 && error.status < 500)

/**
 * The answer to an endpoint that failed: 400 for a request that could not be read, else a logged
 * 500 with the generic message: no stack trace ever reaches the caller.
 */
export function failureAnswer(
  error: unknown,
  { payload, path, t }: { payload: Payload; path: string; t: SurveillanceT },
): JsonAnswer {
  if (isUnreadableRequest(error)) return refusalAnswer(400, 'badRequest', t('api.badRequest'))
  payload.logger.error({ err: error, msg: `Surveillance endpoint ${path} failed` })
  return refusalAnswer(500, 'generic', t('issues.generic'))
}

/**
 * The request boundary every surveillance endpoint goes through: one locale,
 * one access check, one error shape, and no stack trace ever reaching the caller.
 */
export function surveillanceEndpoint(definition: SurveillanceEndpoint): Endpoint {
  const handler: PayloadHandler = async (req) => {
    const locale = requestLocale(req)
    const t = surveillanceTranslator(locale)
    if (
      definition.access !== 'anyone' &&
      !req.user &&
      isForeignCookieRequest(req.headers, req.payload.config.csrf)
    )
      return refusal(403, 'foreignOrigin', t('api.foreignOrigin'))
    if (definition.access !== 'anyone' && !req.user) {
      const keyRefusal = await apiKeyRefusal(req)
      if (keyRefusal) await recordAuditEvent(req, { action: 'apiKeyRefused', detail: keyRefusal })
      if (keyRefusal === 'readOnly') return refusal(403, 'apiKeyReadOnly', t('api.apiKeyReadOnly'))
      if (keyRefusal === 'invalid') return refusal(401, 'invalidApiKey', t('api.invalidApiKey'))
      return refusal(401, 'unauthorized', t('api.unauthorized'))
    }
    if (definition.access === 'admin' && !userIsAdmin(req.user))
      return refusal(403, 'forbidden', t('api.forbidden'))
    if (definition.method !== 'get') {
      const refused = bodyRefusal(req, definition.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, t)
      if (refused)
        return jsonResponse(
          refused.status === 413 && definition.tooLarge ? definition.tooLarge(t) : refused,
        )
    }
    try {
      return await definition.handler({ req, locale, t })
    } catch (error) {
      return jsonResponse(failureAnswer(error, { payload: req.payload, path: definition.path, t }))
    }
  }
  return { path: definition.path, method: definition.method, handler }
}
