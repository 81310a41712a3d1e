import { createTranslator } from 'next-intl'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { messagesByLocale } from '@/i18n/messages'
import type { AreaTranslator } from '@/i18n/messageKeys'

/** The account area's messages outside React (its API answers). */
export function accountTranslator(language: unknown): AreaTranslator<'account'> {
  const locale = isLocale(language) ? language : defaultLocale
  return createTranslator({ locale, messages: messagesByLocale[locale], namespace: 'account' })
}

/** One refusal in the error shape every API of the site answers with. */
export const accountError = (status: number, code: string, message: string, field?: string) =>
  Response.json({ errors: [{ ...(field ? { field } : {}), code, message }] }, { status })
