import type { Payload, PayloadRequest } from 'payload'

/** Each malformation's number by its document id (as a string), to name stored rows by number. */
export async function malformationNumbers(
  payload: Payload,
  req?: PayloadRequest,
): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'malformations',
    depth: 0,
    limit: 0,
    pagination: false,
    select: { number: true },
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((doc) => [String(doc.id), doc.number]))
}
