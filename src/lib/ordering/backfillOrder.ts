import type { Payload, PayloadRequest } from 'payload'
import { MANUAL_ORDER, type OrderedCollection } from './manualOrder'
import { orderKeys } from './orderKeys'

/**
 * For the migration that makes a collection orderable: gives every document
 * without an order key one, in the order the site showed them until then
 * (`sortBy`, read in Portuguese), after any key already given. Written with the
 * database adapter, so no hook runs, no version is kept and nothing else changes.
 */
export async function backfillOrder(
  payload: Payload,
  req: Partial<PayloadRequest>,
  collection: OrderedCollection,
  sortBy: string,
): Promise<void> {
  const read = { collection, req, depth: 0, overrideAccess: true, locale: 'pt' } as const
  // One after the other: inside the migration's transaction.
  const last = await payload.find({
    ...read,
    limit: 1,
    sort: `-${MANUAL_ORDER}`,
    where: { [MANUAL_ORDER]: { exists: true } },
    select: { [MANUAL_ORDER]: true },
  })
  const missing = await payload.find({
    ...read,
    pagination: false,
    sort: [sortBy, 'id'],
    where: { [MANUAL_ORDER]: { exists: false } },
    select: { [sortBy]: true },
  })
  const after = (last.docs[0] as Record<string, unknown> | undefined)?.[MANUAL_ORDER]
  const keys = orderKeys(missing.docs.length, typeof after === 'string' ? after : null)
  for (const [index, doc] of missing.docs.entries())
    await payload.db.updateOne({
      collection,
      id: doc.id,
      data: { [MANUAL_ORDER]: keys[index] },
      req,
      returning: false,
    })
}

/** How each collection was listed before the office could order it. */
export const previousSort: Record<OrderedCollection, string> = {
  resources: 'title',
  projects: 'title',
  manuals: 'title',
  forms: 'title',
  'official-documents': 'title',
  'accumulated-data': 'name',
}

/** Every ordered collection starts in the order the site showed it until then. */
export async function backfillOrders(
  payload: Payload,
  req: Partial<PayloadRequest>,
): Promise<void> {
  for (const [collection, sortBy] of Object.entries(previousSort))
    await backfillOrder(payload, req, collection as OrderedCollection, sortBy)
}
