/** The kinds of publication the office can record. */
export const publicationTypes = ['article', 'book', 'chapter', 'thesis', 'report', 'other'] as const
export type PublicationType = (typeof publicationTypes)[number]

/**
 * A network or registry publication as stored: every structured field is
 * optional, and `citation` is the free text kept for references that do not
 * fit them (and for rows recorded before the fields existed).
 */
export interface PublicationRecord {
  id: number | string
  type?: PublicationType | null
  /** "Family, Given names" each; a name without a comma (a group) is kept as written. */
  authors?: readonly { name?: string | null }[] | null
  title?: string | null
  /** The journal; for a chapter the book, for a book, thesis or report the publisher or institution. */
  journal?: string | null
  year?: number | null
  /** Volume, with the issue in brackets when there is one: "7(2-3)". */
  volume?: string | null
  pages?: string | null
  doi?: string | null
  pmid?: string | null
  citation?: string | null
  link?: string | null
  /** Absolute address of the publication's PDF on this site. */
  pdfUrl?: string | null
}

/** Text with its runs of spaces, tabs, line breaks and control characters made one space. */
export const oneLine = (text: string | null | undefined): string =>
  (text ?? '').replace(/[\s\p{Cc}]+/gu, ' ').trim()

/** Structured when it has a title; otherwise the free-text citation stands for it. */
export const isStructured = (record: PublicationRecord): boolean => oneLine(record.title) !== ''

/** The authors' names as written, blanks dropped. */
export const authorNames = (record: PublicationRecord): string[] =>
  (record.authors ?? []).map((author) => oneLine(author.name)).filter(Boolean)
