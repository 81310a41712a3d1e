import { notFound } from 'next/navigation'
import { hasLocale } from 'next-intl'
import { setRequestLocale } from 'next-intl/server'
import { routing } from '@/i18n/routing'
import type { Locale } from '@/i18n/locales'
import { networkShortName } from './network'

export type LocaleParams = { params: Promise<{ locale: string }> }

/** Reads the locale of a page and enables static rendering for it. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!hasLocale(routing.locales, locale)) notFound()
  setRequestLocale(locale)
  return locale
}

/** Only the configured network short name is a valid {network} segment; anything else is a 404. */
export function assertNetwork(network: string): void {
  if (network.toLowerCase() !== networkShortName()) notFound()
}
