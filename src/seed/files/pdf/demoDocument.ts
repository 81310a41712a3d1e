import type { Locale } from '@/i18n/locales'

/** A section of a demo document: a heading, then paragraphs, a bullet list and/or terms. */
export type DemoSection = {
  heading: string
  paragraphs?: string[]
  items?: string[]
  /** Term and explanation pairs, e.g. a form's fields. */
  terms?: Array<[term: string, explanation: string]>
}

/** What a demo PDF says, all in one language. */
export type DemoDocument = {
  language: Locale
  /** The kind of document, above the title on the cover: "Manual", "Ata"... */
  kind: string
  title: string
  /** Under the title: version, date, place. */
  subtitle?: string
  /** A short paragraph on the cover. */
  summary: string
  sections: DemoSection[]
}
