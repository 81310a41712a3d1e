import { createTranslator } from 'next-intl'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { withGlossary } from '@/i18n/glossary'
import type { AreaTranslator } from '@/i18n/messageKeys'
import { messagesByLocale } from '@/i18n/messages'

export type SignalsT = AreaTranslator<'signals'>

/** The signals' messages outside React (e-mails, API answers, the PDF), Portuguese by default. */
export function signalsTranslator(language: string | null | undefined): SignalsT {
  const locale: Locale = isLocale(language) ? language : defaultLocale
  return withGlossary(
    createTranslator({
      locale,
      messages: messagesByLocale[locale],
      namespace: 'signals',
    }) as SignalsT,
    locale,
  )
}
