import type { NetworkPublication, RegistryPublication } from '@/payload-types'
import { asFile, type FileDoc } from '@/lib/site/media'
import type { PublicationRecord } from './record'

/** A stored publication of either collection, its PDF populated or not. */
export type PublicationDoc = Omit<
  NetworkPublication | RegistryPublication,
  'file' | 'registry' | 'summary' | 'updatedAt' | 'createdAt'
> & { file?: number | FileDoc | null }

/** The fields the lists and exports read (never the admin's summary or timestamps). */
export const publicationSelect = {
  type: true,
  authors: true,
  title: true,
  journal: true,
  year: true,
  volume: true,
  pages: true,
  doi: true,
  pmid: true,
  citation: true,
  link: true,
  file: true,
  registry: true,
} as const

/** The PDF of a publication's upload field, populated with these fields. */
export const pdfPopulate = { url: true, filename: true, filesize: true, mimeType: true } as const

/** The record the citation and the exports are written from; with `origin` the PDF's address is absolute. */
export function publicationRecord(doc: PublicationDoc, origin?: string): PublicationRecord {
  const pdf = asFile(doc.file)
  return {
    id: doc.id,
    type: doc.type,
    authors: doc.authors,
    title: doc.title,
    journal: doc.journal,
    year: doc.year,
    volume: doc.volume,
    pages: doc.pages,
    doi: doc.doi,
    pmid: doc.pmid,
    citation: doc.citation,
    link: doc.link,
    pdfUrl: pdf?.url ? (origin ? new URL(pdf.url, origin).href : pdf.url) : null,
  }
}
