import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { inter } from '@/app/fonts'
import { routing } from '@/i18n/routing'
import '../../(site)/globals.css'

export const generateStaticParams = () => routing.locales.map((locale) => ({ locale }))

/**
 * The embeddable pages' document: a chart and its source, without the site's header, menu or
 * footer, framed by any site (next.config.ts allows every frame ancestor on /embed only).
 */
export default async function EmbedLayout({
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
    <html lang={locale} className={inter.variable}>
      <body className="bg-white p-3 text-slate-900">{children}</body>
    </html>
  )
}
