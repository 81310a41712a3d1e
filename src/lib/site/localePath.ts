import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/** Addresses that are the same in every language: the admin panel, the API, files. */
const languageFree = /^\/(?:admin|api|_next)(?:[/?#]|$)|^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i

/** A path to one of the site's pages, whose address differs by language. */
export const isPagePath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !languageFree.test(path)

/**
 * A site path (SPEC's Portuguese path, query and fragment kept) as the address of its page in a
 * language: the path itself in Portuguese, under /es or /en otherwise, as next-intl's routing
 * (src/i18n/routing.ts, `as-needed`) serves it. Paths are kept without a prefix everywhere and
 * get it on the way out: here for plain addresses (forms, e-mails, metadata), through
 * the site's Link and redirect (src/i18n/navigation.tsx, lib/site/redirectInLanguage.ts) for
 * links and redirects. Plain code
 * with no Next.js import, so e-mails built in background jobs use it too.
 */
export function localePath(locale: Locale, path: string): string {
  if (locale === defaultLocale || !isPagePath(path)) return path
  // The home page with a query or fragment: /es?x=1, not /es/?x=1.
  return /^\/(?=[?#]|$)/.test(path) ? `/${locale}${path.slice(1)}` : `/${locale}${path}`
}

/** The site path of a page's address: the address without its /es or /en prefix. */
export function sitePath(address: string): string {
  const [, first, ...rest] = address.split('/')
  return first !== defaultLocale && isLocale(first) ? `/${rest.join('/')}` : address
}
