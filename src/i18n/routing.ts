import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from './locales'

/**
 * URLs keep SPEC's Portuguese paths in every language: the locale lives in a
 * cookie and the proxy rewrites to the internal [locale] segment. A first visit
 * without the cookie is in Portuguese whatever the browser asks (SPEC: Portuguese
 * is the default); the flags switch.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'never',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
  localeDetection: false,
})
