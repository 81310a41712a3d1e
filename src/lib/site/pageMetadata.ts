import type { Metadata } from 'next'
import { locales, type Locale } from '@/i18n/locales'
import { localePath } from './localePath'
import { networkDisplayName } from './network'

/** Open Graph's name of each site language. */
export const ogLocale: Record<Locale, string> = { pt: 'pt_BR', es: 'es_ES', en: 'en_US' }

/** Each language's address of a page; x-default is the Portuguese one, the site's default. */
export const localeAlternates = (path: string): Record<string, string> => ({
  ...Object.fromEntries(locales.map((locale) => [locale, localePath(locale, path)])),
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
  const address = localePath(locale, path)
  return {
    title,
    description,
    alternates: { canonical: address, languages: localeAlternates(path) },
    openGraph: {
      title,
      description,
      url: address,
      type: 'website',
      siteName: networkDisplayName(),
      locale: ogLocale[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => ogLocale[other]),
    },
  }
}
