import type { PayloadRequest } from 'payload'
import type { DocumentId } from '@/lib/relationId'

/**
 * The anomalies whose counts case records derive (the active ones): each anomaly's number, the
 * key of the derived counts, with its document id, the key of the accepted tables.
 */
export async function loadMonitoredMalformations(
  req: PayloadRequest,
): Promise<Map<number, DocumentId>> {
  const { docs } = await req.payload.find({
    collection: 'malformations',
    where: { active: { not_equals: false } },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { number: true },
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((doc) => [doc.number, doc.id]))
}
