import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import type { AreaTranslator } from '@/i18n/messageKeys'
import { messagesByLocale } from '@/i18n/messages'

/** Translates a key of the `charts` messages; ICU syntax as elsewhere on the site. */
export type ChartT = AreaTranslator<'charts'>

/**
 * The charts' own messages for a locale. Charts take the locale as a prop, so
 * they render the same on a page, in a PDF or in a test, with no request context.
 */
export function chartText(locale: Locale): ChartT {
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace: 'charts' })
}
