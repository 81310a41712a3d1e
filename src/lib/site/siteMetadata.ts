import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { siteUrl } from '@/lib/siteUrl'
import { networkDisplayName } from './network'
import { ogLocale } from './pageMetadata'

/** A page's title as the browser tab shows it: the page, then the network. */
export const siteTitle = (title: string): string => `${title} · ${networkDisplayName()}`

/** What every public page's metadata starts from: site name, default title, icon, Open Graph. */
export async function siteMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'meta' })
  const network = networkDisplayName()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${network} – ${t('networkName')}`, template: siteTitle('%s') },
    description: t('description'),
    applicationName: network,
    // The network's mark (src/app/icon.svg), also on the admin panel's pages.
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }] },
    openGraph: { siteName: network, type: 'website', locale: ogLocale[locale] },
    twitter: { card: 'summary' },
  }
}

/** The 404 page's title (Next.js adds the noindex robots tag to any 404 itself). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'common' })
  return { title: { absolute: siteTitle(t('notFoundTitle')) } }
}
