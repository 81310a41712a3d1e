import type { Payload } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import type { User } from '@/payload-types'
import { normaliseSavedQuery, SAVED_QUERY_NAME_MAX } from '../tables/savedQuery'

export interface SavedQueryItem {
  id: DocumentId
  name: string
  /** The query string of the page, in its fixed form. */
  query: string
}

/** What saving or deleting came to, as the page's notice names it. */
export type SavedQueryOutcome = 'saved' | 'deleted' | 'nameRequired' | 'notSaved' | 'notDeleted'

/**
 * The member's own saved queries, by name. Read as the member (access rules
 * applied), so an admin's list on this page is also only their own.
 */
export async function listSavedQueries(payload: Payload, user: User): Promise<SavedQueryItem[]> {
  const { docs } = await payload.find({
    collection: 'saved-queries',
    where: { owner: { equals: user.id } },
    sort: 'name',
    depth: 0,
    limit: 200,
    select: { name: true, query: true },
    overrideAccess: false,
    user,
  })
  return docs.map((doc) => ({ id: doc.id, name: doc.name, query: doc.query }))
}

/**
 * Saves the query under the name for this member; a query already saved
 * under that name is replaced. The query is checked first, and the write
 * goes through the collection's access rules as the member.
 */
export async function saveQuery(
  payload: Payload,
  user: User,
  input: { name: unknown; query: unknown },
): Promise<{ outcome: SavedQueryOutcome; query: string | null }> {
  const name = typeof input.name === 'string' ? input.name.trim() : ''
  const checked = typeof input.query === 'string' ? normaliseSavedQuery(input.query) : null
  const query = checked?.ok ? checked.value : null
  if (!name) return { outcome: 'nameRequired', query }
  if (name.length > SAVED_QUERY_NAME_MAX || !query) return { outcome: 'notSaved', query }
  try {
    const { docs } = await payload.find({
      collection: 'saved-queries',
      where: { and: [{ owner: { equals: user.id } }, { name: { equals: name } }] },
      depth: 0,
      limit: 1,
      select: {},
      overrideAccess: false,
      user,
    })
    const existing = docs[0]
    if (existing)
      await payload.update({
        collection: 'saved-queries',
        id: existing.id,
        data: { query },
        depth: 0,
        overrideAccess: false,
        user,
      })
    else
      await payload.create({
        collection: 'saved-queries',
        data: { name, query, owner: user.id },
        depth: 0,
        overrideAccess: false,
        user,
      })
    return { outcome: 'saved', query }
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'A saved query could not be saved' })
    return { outcome: 'notSaved', query }
  }
}

/** Deletes one of the member's saved queries; another member's is not found, so nothing happens. */
export async function deleteSavedQuery(
  payload: Payload,
  user: User,
  id: unknown,
): Promise<SavedQueryOutcome> {
  // Both databases number their documents.
  const text = typeof id === 'string' || typeof id === 'number' ? String(id).trim() : ''
  if (!/^\d{1,15}$/.test(text)) return 'notDeleted'
  const { docs } = await payload.delete({
    collection: 'saved-queries',
    where: { id: { equals: Number(text) } },
    depth: 0,
    overrideAccess: false,
    user,
  })
  return docs.length === 1 ? 'deleted' : 'notDeleted'
}
