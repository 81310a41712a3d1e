import type { PayloadRequest } from 'payload'
import type { DocumentId } from '@/lib/relationId'

/** The report published for a registry and semester, or null (read inside the request's transaction). */
export async function findPublication(
  req: PayloadRequest,
  registry: DocumentId,
  { year, semester }: { year: number; semester: number },
) {
  const { docs } = await req.payload.find({
    collection: 'published-reports',
    where: {
      and: [
        { registry: { equals: registry } },
        { year: { equals: year } },
        { semester: { equals: semester } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}
