import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { routing } from '@/i18n/routing'
import type { Locale } from '@/i18n/locales'
import { ClientMessages } from '@/components/site/ClientMessages'
import { SiteShell } from '@/components/site/shell/SiteShell'
import { siteUrl } from '@/lib/siteUrl'
import { networkDisplayName } from '@/lib/site/network'
import { pageLocale } from '@/lib/site/page'
import '@fontsource-variable/inter'
import '../globals.css'

export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }))

// Pages are static and expire by tag when content changes; the hourly pass
// also moves "next meeting" along as dates go by.
export const revalidate = 3600

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'meta' })
  const network = networkDisplayName()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${network} – ${t('networkName')}`, template: `%s · ${network}` },
    description: t('description'),
    applicationName: network,
    // The network's mark (src/app/icon.svg), also on the admin panel's pages.
    icons: { icon: [{ url: '/icon.svg', type: 'image/svg+xml' }] },
    openGraph: {
      siteName: network,
      type: 'website',
      locale: ogLocale[locale as Locale] ?? 'pt_BR',
    },
    twitter: { card: 'summary' },
  }
}

const ogLocale: Record<Locale, string> = { pt: 'pt_BR', es: 'es_ES', en: 'en_US' }

export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode
  params: Promise<{ locale: string }>
}) {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return (
    <html lang={locale}>
      <body className="flex min-h-screen flex-col">
        {/* The shell's own messages; pages with forms add theirs around the form. */}
        <ClientMessages namespaces={['common', 'shell']}>
          <SiteShell locale={locale}>{children}</SiteShell>
        </ClientMessages>
      </body>
    </html>
  )
}
