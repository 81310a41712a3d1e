import type { Payload } from 'payload'
import { siteSettingsOrDefaults } from '@/lib/siteSettings'
import { env } from '@/env'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'

/**
 * Where notifications go and in which language: the office email of the site
 * settings (else OFFICE_EMAIL) and the office's language setting (else Portuguese).
 */
export async function officeContact(
  payload: Payload,
): Promise<{ email: string | undefined; language: Locale }> {
  const settings = await siteSettingsOrDefaults(payload)
  const language = settings?.officeLanguage
  return {
    email: settings?.officeEmail || env.officeEmail(),
    language: isLocale(language) ? language : defaultLocale,
  }
}
