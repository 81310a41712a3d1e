import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

import { MAX_FILE_UPLOAD_BODY_BYTES, MAX_OTHER_BODY_BYTES } from './bodyCaps'

export { MAX_FILE_UPLOAD_BODY_BYTES, MAX_OTHER_BODY_BYTES }

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The cap of a request by its content type: multipart carries files. */
export function bodyCap(contentType: string | null): number {
  return /^multipart\/form-data/i.test(contentType ?? '')
    ? MAX_FILE_UPLOAD_BODY_BYTES
    : MAX_OTHER_BODY_BYTES
}

/** ?locale= first, then the NEXT_LOCALE cookie the site's flags set, then Portuguese. */
function answerLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get('locale')
  if (isLocale(asked)) return asked
  const cookie = /(?:^|;\s*)NEXT_LOCALE=([a-z]+)/.exec(request.headers.get('cookie') ?? '')?.[1]
  return isLocale(cookie) ? cookie : defaultLocale
}

const refusal = (request: Request, status: number, code: string, message: string): Response =>
  Response.json(
    { message, errors: [{ code, message }] },
    { status, headers: { 'Content-Language': answerLocale(request) } },
  )

/**
 * Refuses a request whose body is over its cap, by its declared length, before anything reads
 * it: 413, translated. A body of unknown length (chunked) is refused with 411, as no browser
 * or HTTP library sends a form, JSON or file that way, and its size could not be checked first.
 */
export function bodyLimitRefusal(request: Request): Response | null {
  if (!writes.has(request.method)) return null
  const t = surveillanceTranslator(answerLocale(request))
  const declared = request.headers.get('content-length')
  if (declared === null)
    return request.headers.has('transfer-encoding')
      ? refusal(request, 411, 'lengthRequired', t('api.lengthRequired'))
      : null
  const length = Number(declared)
  if (!Number.isSafeInteger(length) || length < 0)
    return refusal(request, 400, 'badRequest', t('api.badRequest'))
  const cap = bodyCap(request.headers.get('content-type'))
  if (length <= cap) return null
  return refusal(request, 413, 'bodyTooLarge', t('api.bodyTooLarge', { max: cap / 1024 }))
}
