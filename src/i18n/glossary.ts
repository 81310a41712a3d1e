import type { Messages } from 'next-intl'
import type { Locale } from './locales'
import { messagesByLocale } from './messages'

/** A statistical term of the glossary: `pValue`, `endemicChannel`, `cluster`… */
export type GlossaryTerm = keyof Messages['glossary']

/**
 * The glossary's terms in a language, as written inside a sentence ("valor p", "aglomerado").
 * Page messages spell the terms in their own sentences; tests/unit/glossarySpelling.test.ts fails
 * when one of them writes another word for a term ("agregado", "zona de sucesso").
 */
export const glossary = (locale: Locale): Messages['glossary'] => messagesByLocale[locale].glossary

const capitalized = (term: string) => term.charAt(0).toLocaleUpperCase() + term.slice(1)

/**
 * The glossary as ICU arguments, so that a message writes `{cluster}` instead of spelling the
 * term itself: `{pValue}` as inside a sentence, `{PValue}` capitalized (a title, a sentence's
 * start). Every text of the PDFs, emails and charts takes its statistical terms from here.
 */
export function glossaryValues(locale: Locale): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, term] of Object.entries(glossary(locale))) {
    values[name] = term
    values[capitalized(name)] = capitalized(term)
  }
  return values
}

/** A translator whose messages may name any glossary term as an argument (`{prevalence}`). */
export function withGlossary<Key extends string>(
  translate: (key: Key, values?: Record<string, string | number>) => string,
  locale: Locale,
): (key: Key, values?: Record<string, string | number>) => string {
  const terms = glossaryValues(locale)
  return (key, values) => translate(key, { ...terms, ...values })
}
