import type { Messages } from 'next-intl'

/** Every dotted path to a text in a message tree: `result.title`, `issues.noBaseline`… */
type TextPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextPaths<T[K], `${Prefix}${K}.`>
}[keyof T & string]

/** The keys of one message area, as next-intl's translator for that namespace takes them. */
export type MessageKey<Area extends keyof Messages> = TextPaths<Messages[Area]>

/**
 * A translator of one area handed to code outside React (emails, API answers,
 * charts, PDFs). next-intl's own translators fit it; a wrong key fails the type check.
 */
export type AreaTranslator<Area extends keyof Messages> = (
  key: MessageKey<Area>,
  values?: Record<string, string | number>,
) => string
