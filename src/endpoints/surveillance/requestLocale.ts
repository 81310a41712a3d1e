import type { PayloadRequest } from 'payload'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/** Language of an API answer: ?locale=, then the body's locale, then the request's language (Accept-Language). */
export function requestLocale(req: PayloadRequest, bodyLocale?: unknown): Locale {
  const query = new URL(req.url ?? '', 'http://local').searchParams.get('locale')
  for (const candidate of [query, bodyLocale, req.i18n?.language])
    if (isLocale(candidate)) return candidate
  return defaultLocale
}
