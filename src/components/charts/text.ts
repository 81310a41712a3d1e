import { createTranslator } from 'next-intl'
import type { Locale } from '@/i18n/locales'
import { withGlossary } from '@/i18n/glossary'
import type { AreaTranslator } from '@/i18n/messageKeys'
import { messagesByLocale } from '@/i18n/messages'

/** Translates a key of the `charts` messages; ICU syntax as elsewhere on the site. */
export type ChartT = AreaTranslator<'charts'>

/** One translator per language: it keeps its parsed messages, and a report draws dozens of charts. */
const translators = new Map<Locale, ChartT>()

/**
 * The charts' own messages for a locale. Charts take the locale as a prop, so
 * they render the same on a page, in a PDF or in a test, with no request context.
 */
export function chartText(locale: Locale): ChartT {
  let translator = translators.get(locale)
  if (!translator) {
    translator = withGlossary(
      createTranslator({
        locale,
        messages: messagesByLocale[locale],
        namespace: 'charts',
      }) as ChartT,
      locale,
    )
    translators.set(locale, translator)
  }
  return translator
}
