import { createTranslator } from 'next-intl'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import type { AreaTranslator } from '@/i18n/messageKeys'
import en from '@/i18n/messages/surveillance/en.json'
import es from '@/i18n/messages/surveillance/es.json'
import pt from '@/i18n/messages/surveillance/pt.json'
import type { FieldIssue } from '../input/issues'

const messages = { pt, es, en }

/** Translates a key of the surveillance messages; ICU syntax as on the page. */
export type SurveillanceT = AreaTranslator<'surveillance'>

/**
 * The surveillance messages outside React (API, admin endpoints, emails):
 * the same files and ICU syntax as the page's next-intl messages.
 */
export function surveillanceTranslator(language: string | null | undefined): SurveillanceT {
  const locale: Locale = isLocale(language) ? language : defaultLocale
  // One per locale: a translator keeps the messages it has parsed, so later requests reuse them.
  let translate = translators.get(locale)
  if (!translate) {
    translate = createTranslator({ locale, messages: messages[locale] })
    translators.set(locale, translate)
  }
  return translate
}
const translators = new Map<Locale, SurveillanceT>()

export const surveillanceMessages = (language: string | null | undefined) =>
  messages[isLocale(language) ? language : defaultLocale]

/** One issue as a sentence; `noBaseline` gets 'none' when no other period has a reference. */
export function issueText(t: SurveillanceT, issue: Pick<FieldIssue, 'code' | 'params'>): string {
  const params = { ...issue.params }
  if (issue.code === 'noBaseline' && !params.available) params.available = 'none'
  return t(`issues.${issue.code}`, params)
}
