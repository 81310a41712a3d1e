import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'

import {
  CASE_RECORDS_PATHS,
  MAX_CASE_RECORDS_BODY_BYTES,
  MAX_FILE_UPLOAD_BODY_BYTES,
  MAX_OTHER_BODY_BYTES,
} from './bodyCaps'

export { MAX_FILE_UPLOAD_BODY_BYTES, MAX_OTHER_BODY_BYTES }

const writes = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The cap of a request by its address and content type: multipart carries files; a semester of
 * case records (JSON or its file) is larger than either.
 */
export function bodyCap(contentType: string | null, pathname = ''): number {
  if (CASE_RECORDS_PATHS.includes(pathname.replace(/\/+$/, ''))) return MAX_CASE_RECORDS_BODY_BYTES
  return /^multipart\/form-data/i.test(contentType ?? '')
    ? MAX_FILE_UPLOAD_BODY_BYTES
    : MAX_OTHER_BODY_BYTES
}

/** The language an address names: /es/… and /en/…, none for a plain (Portuguese) path. */
function addressLocale(address: string | null): Locale | null {
  if (!address) return null
  try {
    const first = new URL(address, 'http://site').pathname.split('/')[1]
    return isLocale(first) ? first : null
  } catch {
    return null
  }
}

/** The first of the project's languages the client accepts (Accept-Language), as Payload reads it. */
function acceptedLocale(request: Request): Locale | null {
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const language = part.split(';', 1)[0]!.trim().slice(0, 2).toLowerCase()
    if (isLocale(language)) return language
  }
  return null
}

/**
 * ?locale= first, then the language of the address posted to (a form of a Spanish page), then
 * of the page the request came from (Referer), then the client's (Accept-Language), then
 * Portuguese.
 */
export function answerLocale(request: Request): Locale {
  const asked = new URL(request.url).searchParams.get('locale')
  if (isLocale(asked)) return asked
  return (
    addressLocale(request.url) ??
    addressLocale(request.headers.get('referer')) ??
    acceptedLocale(request) ??
    defaultLocale
  )
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
  const cap = bodyCap(request.headers.get('content-type'), new URL(request.url).pathname)
  if (length <= cap) return null
  return refusal(request, 413, 'bodyTooLarge', t('api.bodyTooLarge', { max: cap / 1024 }))
}
