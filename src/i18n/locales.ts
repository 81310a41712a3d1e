/** The one list of locales: Payload's content localization and next-intl both read it. */
export const locales = ['pt', 'es', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'pt'

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value)

/** A text in each locale, used for admin labels and server-side messages. */
export type Translated = Record<Locale, string>

export const tr = (pt: string, es: string, en: string): Translated => ({ pt, es, en })

/** Picks the text for a language, falling back to Portuguese. */
export const pick = (text: Translated, language: string | undefined | null): string =>
  isLocale(language) ? text[language] : text[defaultLocale]
