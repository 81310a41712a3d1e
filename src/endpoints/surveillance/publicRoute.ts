import { getRequestLanguage, type Payload } from 'payload'
import { parseCookies } from 'payload/shared'
import type { Locale } from '@/i18n/locales'
import { jsonResponse, type JsonAnswer } from '@/lib/jsonAnswer'
import { surveillanceTranslator, type SurveillanceT } from '@/lib/surveillance/present/translate'
import { getPayloadClient } from '@/lib/site/payload'
import { bodyRefusal, chooseLocale, DEFAULT_MAX_BODY_BYTES, failureAnswer } from './boundary'

export interface PublicRouteContext {
  request: Request
  payload: Payload
  /** The answer's language from ?locale= or the browser's; `localeWith` lets a body's locale refine it. */
  locale: Locale
  localeWith: (bodyLocale: unknown) => Locale
  t: SurveillanceT
}

/**
 * A public surveillance endpoint answered by its own route handler instead of Payload's REST
 * pipeline, which would build a full Payload request (authentication, i18n, upload parsing) that
 * an endpoint open to anyone never reads. Same boundary as `surveillanceEndpoint`: one locale, a
 * body size limit, one error shape, no stack trace reaching the caller.
 */
export function publicSurveillanceRoute(
  path: string,
  handler: (context: PublicRouteContext) => Promise<JsonAnswer>,
): (request: Request) => Promise<Response> {
  const answer = async (request: Request): Promise<JsonAnswer> => {
    const payload = await getPayloadClient()
    const language = getRequestLanguage({
      config: payload.config,
      cookies: parseCookies(request.headers),
      headers: request.headers,
    })
    const localeWith = (bodyLocale: unknown) => chooseLocale(request.url, bodyLocale, language)
    const locale = localeWith(undefined)
    const t = surveillanceTranslator(locale)
    const refused = bodyRefusal(request, DEFAULT_MAX_BODY_BYTES, t)
    if (refused) return refused
    try {
      return await handler({ request, payload, locale, localeWith, t })
    } catch (error) {
      return failureAnswer(error, { payload, path, t })
    }
  }
  return async (request) => jsonResponse(await answer(request))
}
