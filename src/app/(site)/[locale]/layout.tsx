import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { routing } from '@/i18n/routing'
import { SiteDocument } from '@/components/site/shell/SiteDocument'
import { pageLocale } from '@/lib/site/page'
import { siteMetadata } from '@/lib/site/siteMetadata'
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
  return siteMetadata(await pageLocale(params))
}

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
  return <SiteDocument locale={locale}>{children}</SiteDocument>
}
