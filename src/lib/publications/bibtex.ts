import { familyName } from './names'
import { splitVolume } from './parts'
import {
  authorNames,
  isStructured,
  oneLine,
  type PublicationRecord,
  type PublicationType,
} from './record'

/** LaTeX's special characters, written so they print as themselves. */
const special: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
}

/** Text for a BibTeX field: one line, LaTeX's special characters escaped (braces stay balanced). */
export const escapeBibtex = (text: string): string =>
  oneLine(text).replace(/[\\{}&%$#_~^]/g, (character) => special[character]!)

/**
 * An address or DOI, which BibTeX styles print verbatim: nothing is escaped, but
 * braces, backslashes and spaces (which would break the entry) are percent-encoded.
 */
const verbatim = (text: string): string =>
  oneLine(text).replace(/[{}\\ ]/g, (character) => encodeURIComponent(character))

/** "Family, Given" names joined by "and"; a group name in braces, so it is not split. */
const authorField = (names: string[]): string =>
  names
    .map((name) => (name.includes(',') ? escapeBibtex(name) : `{${escapeBibtex(name)}}`))
    .join(' and ')

/** Page ranges take BibTeX's double hyphen. */
const pageRange = (pages: string): string =>
  escapeBibtex(pages).replace(/\s*[-\u2010-\u2015]+\s*/g, '--')

const ascii = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]/g, '')

/** "castilla2004-12": first author's family name, year and the record's id (unique in a list). */
export function citeKey(record: PublicationRecord): string {
  const first = authorNames(record)[0]
  const family = (first ? ascii(familyName(first)) : '').toLowerCase() || 'publication'
  return `${family}${record.year ?? ''}-${ascii(String(record.id))}`
}

const entryTypes: Record<PublicationType, string> = {
  article: 'article',
  book: 'book',
  chapter: 'incollection',
  thesis: 'phdthesis',
  report: 'techreport',
  other: 'misc',
}

/** Where each type keeps the journal field: journal, book title, publisher... */
const sourceFields: Record<PublicationType, string> = {
  article: 'journal',
  book: 'publisher',
  chapter: 'booktitle',
  thesis: 'school',
  report: 'institution',
  other: 'howpublished',
}

type Field = [name: string, value: string]

function structuredFields(record: PublicationRecord, type: PublicationType): Field[] {
  const names = authorNames(record)
  const { volume, issue } = splitVolume(oneLine(record.volume))
  const fields: Field[] = [
    ['author', names.length ? authorField(names) : ''],
    ['title', escapeBibtex(record.title ?? '')],
    [sourceFields[type], escapeBibtex(record.journal ?? '')],
    // A thesis of any degree: the type replaces BibTeX's "PhD thesis".
    ['type', type === 'thesis' ? 'Thesis' : ''],
    ['year', record.year ? String(record.year) : ''],
    [type === 'report' ? 'number' : 'volume', escapeBibtex(volume)],
  ]
  if (type !== 'report') fields.push(['number', escapeBibtex(issue)])
  fields.push(['pages', pageRange(oneLine(record.pages))])
  return fields
}

function fieldsOf(record: PublicationRecord): { type: string; fields: Field[] } {
  const links: Field[] = [
    ['doi', verbatim(record.doi ?? '')],
    ['pmid', escapeBibtex(record.pmid ?? '')],
    ['url', verbatim(record.link || record.pdfUrl || '')],
  ]
  if (!isStructured(record))
    return {
      type: 'misc',
      fields: [
        ['title', escapeBibtex(record.citation ?? '')],
        ['year', record.year ? String(record.year) : ''],
        ...links,
      ],
    }
  const type = record.type ?? 'article'
  return { type: entryTypes[type], fields: [...structuredFields(record, type), ...links] }
}

/**
 * One BibTeX entry. A record without a title (a free-text citation) becomes a
 * @misc whose title is the whole citation.
 */
export function bibtexEntry(record: PublicationRecord): string {
  const { type, fields } = fieldsOf(record)
  const lines = fields
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `  ${name} = {${value}}`)
  return `@${type}{${citeKey(record)},\n${lines.join(',\n')}\n}\n`
}

/** A .bib file of the records, one entry each, separated by a blank line. */
export const toBibtex = (records: readonly PublicationRecord[]): string =>
  records.map(bibtexEntry).join('\n')
