import type { CollectionBeforeChangeHook } from 'payload'
import { formatCitation } from '@/lib/publications/formatCitation'
import type { PublicationRecord } from '@/lib/publications/record'

/**
 * Keeps `summary`, the publication's title in the admin panel (lists, search,
 * the registry's publications tab), equal to the citation the site shows:
 * written from the fields, or the free-text citation. The site itself formats
 * from the fields at each read, so it never depends on this copy.
 */
export const publicationSummary: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const record = { ...originalDoc, ...data } as PublicationRecord
  return { ...data, summary: formatCitation(record) || null }
}
