import { splitPages, splitVolume } from './parts'
import {
  authorNames,
  isStructured,
  oneLine,
  type PublicationRecord,
  type PublicationType,
} from './record'

const referenceTypes: Record<PublicationType, string> = {
  article: 'JOUR',
  book: 'BOOK',
  chapter: 'CHAP',
  thesis: 'THES',
  report: 'RPRT',
  other: 'GEN',
}

/** Journal and book titles are secondary titles; publishers and institutions are PB. */
const sourceTags: Record<PublicationType, string> = {
  article: 'T2',
  book: 'PB',
  chapter: 'T2',
  thesis: 'PB',
  report: 'PB',
  other: 'PB',
}

type Line = [tag: string, value: string]

function structuredLines(record: PublicationRecord, type: PublicationType): Line[] {
  const { volume, issue } = splitVolume(oneLine(record.volume))
  const { start, end } = splitPages(oneLine(record.pages))
  return [
    ...authorNames(record).map((name): Line => ['AU', name]),
    ['TI', record.title ?? ''],
    [sourceTags[type], record.journal ?? ''],
    ['PY', record.year ? String(record.year) : ''],
    ['VL', volume],
    ['IS', issue],
    ['SP', start],
    ['EP', end],
  ]
}

function linesOf(record: PublicationRecord): Line[] {
  const structured = isStructured(record)
  const type = structured ? (record.type ?? 'article') : 'other'
  const body: Line[] = structured
    ? structuredLines(record, type)
    : [
        ['TI', record.citation ?? ''],
        ['PY', record.year ? String(record.year) : ''],
      ]
  return [
    ['TY', referenceTypes[type]],
    ...body,
    ['DO', record.doi ?? ''],
    ['AN', record.pmid ?? ''],
    ['UR', record.link ?? ''],
    ['L1', record.pdfUrl ?? ''],
  ]
}

/**
 * One RIS record: "TAG  - value" lines ending with CRLF, closed by "ER  - ".
 * Every value is one line (a line break in a value would start a new tag).
 * A record without a title (a free-text citation) is a GEN whose title is the citation.
 */
export function risRecord(record: PublicationRecord): string {
  const lines = linesOf(record)
    .map(([tag, value]): Line => [tag, oneLine(value)])
    .filter(([, value]) => value !== '')
    .map(([tag, value]) => `${tag}  - ${value}\r\n`)
  return `${lines.join('')}ER  - \r\n`
}

/** A .ris file of the records, separated by a blank line. */
export const toRis = (records: readonly PublicationRecord[]): string =>
  records.map(risRecord).join('\r\n')
