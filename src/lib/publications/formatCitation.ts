import { vancouverName } from './names'
import { authorNames, isStructured, oneLine, type PublicationRecord } from './record'

/** Vancouver lists six authors, then "et al.". */
const MAX_AUTHORS = 6

/** A part of the reference, closed with a full stop unless it already ends a sentence. */
const closed = (part: string): string => (/[.?!]$/.test(part) ? part : `${part}.`)

function authorsPart(record: PublicationRecord): string {
  const names = authorNames(record).map(vancouverName)
  if (names.length > MAX_AUTHORS) return `${names.slice(0, MAX_AUTHORS).join(', ')}, et al.`
  return names.join(', ')
}

/** "2004;7(2-3):76-94", or what there is of it. */
function articleLocation(year: string, volume: string, pages: string): string {
  const dated = [year, volume].filter(Boolean).join(';')
  return [dated, pages].filter(Boolean).join(':')
}

function sourceParts(record: PublicationRecord): string[] {
  const journal = oneLine(record.journal)
  const year = record.year ? String(record.year) : ''
  const volume = oneLine(record.volume)
  const pages = oneLine(record.pages)
  switch (record.type ?? 'article') {
    case 'article':
      return [journal, articleLocation(year, volume, pages)]
    case 'chapter':
      return [journal && `In: ${journal}`, year, volume && `Vol. ${volume}`, pages && `p. ${pages}`]
    default:
      // Book, thesis, report or other: "Publisher; 2004."
      return [
        [journal, year].filter(Boolean).join('; '),
        volume && `Vol. ${volume}`,
        pages && `p. ${pages}`,
      ]
  }
}

/**
 * The reference as visitors read it, in the Vancouver style (NLM's Citing
 * Medicine): "Castilla EE, Orioli IM. ECLAMC: the Latin-American collaborative
 * study of congenital malformations. Community Genet. 2004;7(2-3):76-94."
 * DOI and PMID are shown beside it as links, not in this text. Without a
 * title, the free-text citation is given as the office wrote it.
 */
export function formatCitation(record: PublicationRecord): string {
  if (!isStructured(record)) return (record.citation ?? '').trim()
  return [authorsPart(record), oneLine(record.title), ...sourceParts(record)]
    .filter(Boolean)
    .map(closed)
    .join(' ')
}
