import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { withGlossary } from '@/i18n/glossary'
import type { AreaTranslator } from '@/i18n/messageKeys'
import { messagesByLocale } from '@/i18n/messages'

/** Translates a key of the `monitoring` messages; ICU syntax as on the pages. */
export type MonitoringT = AreaTranslator<'monitoring'>

/**
 * The monitoring pages' messages for a locale outside a request (the report's
 * PDF, emails, tests): the same files the pages read through next-intl.
 */
export function monitoringText(locale: Locale): MonitoringT {
  return withGlossary(
    createTranslator({
      locale,
      messages: messagesByLocale[locale],
      namespace: 'monitoring',
    }) as MonitoringT,
    locale,
  )
}
