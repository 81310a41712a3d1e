import type { Metadata } from 'next'
import { locales, type Locale } from '@/i18n/locales'
import { networkDisplayName } from './network'

/** Open Graph's name of each site language. */
export const ogLocale: Record<Locale, string> = { pt: 'pt_BR', es: 'es_ES', en: 'en_US' }

/**
 * URLs are the same in every language (the language lives in a cookie), so each
 * language's alternate is the /{locale}/... entry address: the proxy stores the
 * language and redirects to the plain path.
 */
export const localeAlternates = (path: string): Record<string, string> => ({
  ...Object.fromEntries(locales.map((locale) => [locale, `/${locale}${path === '/' ? '' : path}`])),
  'x-default': path,
})

/** Title, description, canonical URL, hreflang alternates and Open Graph tags of one page. */
export function pageMetadata(args: {
  locale: Locale
  path: string
  title: string
  description: string
}): Metadata {
  const { locale, path, title, description } = args
  return {
    title,
    description,
    alternates: { canonical: path, languages: localeAlternates(path) },
    openGraph: {
      title,
      description,
      url: path,
      type: 'website',
      siteName: networkDisplayName(),
      locale: ogLocale[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => ogLocale[other]),
    },
  }
}
