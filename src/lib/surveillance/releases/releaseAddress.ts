import type { Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/localePath'
import { siteUrl } from '@/lib/siteUrl'
import { networkShortName } from '@/lib/site/network'

/** The releases' list: the site path (SPEC's Portuguese, as every route). */
export const RELEASES_PATH = '/dados/versoes'

/** A release's page, in a language, as a site path. */
export const releasePath = (number: number, locale: Locale = 'pt'): string =>
  localePath(locale, `${RELEASES_PATH}/${number}`)

/** A release's page as a full address, what citations and metadata name. */
export const releaseUrl = (number: number, locale: Locale = 'pt'): string =>
  new URL(releasePath(number, locale), siteUrl()).toString()

/** A release's files, one address each whatever the page's language (the ZIP's is per language). */
export const releaseFilePath = {
  dcat: (number: number) => `${RELEASES_PATH}/${number}/dcat.jsonld`,
  datacite: (number: number) => `${RELEASES_PATH}/${number}/datacite.json`,
  zip: (number: number, locale: Locale) =>
    `${RELEASES_PATH}/${number}/${networkShortName()}-${number}-${locale}.zip`,
}

export const absolute = (path: string): string => new URL(path, siteUrl()).toString()
