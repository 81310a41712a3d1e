import { createTranslator } from 'next-intl'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type { AreaTranslator } from '@/i18n/messageKeys'
import en from '@/i18n/messages/submissions/en.json'
import es from '@/i18n/messages/submissions/es.json'
import pt from '@/i18n/messages/submissions/pt.json'

const messages = { pt, es, en }

export type SubmissionsT = AreaTranslator<'submissions'>

/** The submissions messages in the admin panel's language (the panel has no next-intl provider). */
export function submissionsTranslator(language: string | null | undefined): {
  t: SubmissionsT
  locale: Locale
} {
  const locale: Locale = isLocale(language) ? language : defaultLocale
  return { t: createTranslator({ locale, messages: messages[locale] }), locale }
}
