/** A Payload document id: a number on SQLite and PostgreSQL, a string on other adapters. */
export type DocumentId = number | string

/** The id of a relationship value, whether it arrives as an id or as a populated document. */
export function relationId(value: unknown): DocumentId | null {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id
    if (typeof id === 'number' || typeof id === 'string') return id
  }
  return null
}
