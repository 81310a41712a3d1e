import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from './locales'

/**
 * URLs keep SPEC's Portuguese paths in every language: the locale lives in a
 * cookie and the proxy rewrites to the internal [locale] segment. Detection stays
 * on so the cookie is read; the proxy hides the browser's Accept-Language, so a
 * first visit is in Portuguese (SPEC's default) and the flags switch.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'never',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
  localeDetection: true,
})
