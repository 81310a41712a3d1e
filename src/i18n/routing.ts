import { defineRouting } from 'next-intl/routing'
import { defaultLocale, locales } from './locales'

/**
 * The address decides the language: Portuguese at SPEC's paths (/relamc/o-que-e), Spanish and
 * English under /es/… and /en/…. Nothing else does: no locale cookie is written or read and the
 * browser's Accept-Language is not consulted, so a first visit to / is in Portuguese (SPEC's
 * default) and every address can be cached and indexed as it is. /pt/… redirects to the plain path.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: false,
  localeDetection: false,
  // The pages' own <link rel="alternate" hreflang> (lib/site/pageMetadata.ts) say the same.
  alternateLinks: false,
})
