import type { CollectionBeforeChangeHook } from 'payload'
import { normaliseSavedQuery } from '@/lib/surveillance/tables/savedQuery'

/** Stores the query in its one fixed form (the field's validation has already checked it). */
export const normaliseQuery: CollectionBeforeChangeHook = ({ data }) => {
  if (typeof data.query !== 'string') return data
  const normalised = normaliseSavedQuery(data.query)
  if (normalised.ok) data.query = normalised.value
  return data
}
