import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

/** The most documents one REST or GraphQL read of registry data answers; more is paged. */
export const MAX_READ_LIMIT = 1000
/** How deep such a read expands relations: a row with its registry and anomaly, no further. */
export const MAX_READ_DEPTH = 1

/** What a read's arguments may say about its size. */
type ReadBounds = { limit?: number; pagination?: boolean; depth?: number }

/**
 * Bounds what a request asks of a registry-data collection through REST or GraphQL: a larger
 * `limit` (or none: `limit=0`, `pagination=false`) answers MAX_READ_LIMIT documents with the page
 * count that says so, a larger `depth` expands MAX_READ_DEPTH levels. `?limit=100000&depth=3`
 * once answered 180 MB and held the server at 1.3 GB. Server code reading with `overrideAccess`
 * (the custom endpoints, pages and jobs) is not bounded.
 */
const boundRequestReads: CollectionBeforeOperationHook = ({
  args,
  operation,
  overrideAccess,
  req,
}) => {
  if (overrideAccess || req.payloadAPI === 'local') return args
  if (operation !== 'read' && operation !== 'readDistinct') return args
  // Documents brought in by an expanded relation: as many as the (bounded) page refers to.
  if ('currentDepth' in args && args.currentDepth) return args
  // The read operations' arguments (find, findByID, versions, distinct) differ in which they carry.
  const bounded = { ...args } as typeof args & ReadBounds
  if ('limit' in bounded || 'pagination' in bounded) {
    // No limit given: Payload's page of 10, unless pagination is off (then every document).
    const limit = bounded.limit ?? (bounded.pagination === false ? 0 : undefined)
    if (limit !== undefined && !(Number(limit) > 0 && Number(limit) <= MAX_READ_LIMIT))
      bounded.limit = MAX_READ_LIMIT
    if (bounded.pagination === false) bounded.pagination = true
  }
  const depth = Number(bounded.depth)
  if (!(depth >= 0 && depth <= MAX_READ_DEPTH)) bounded.depth = MAX_READ_DEPTH
  return bounded
}

/** The collection with its REST and GraphQL reads bounded. */
export const withBoundedReads = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [...(collection.hooks?.beforeOperation ?? []), boundRequestReads],
  },
})
