import type { Payload, PayloadRequest } from 'payload'
import type { DocumentId } from '@/lib/relationId'

export interface RegistryMember {
  email: string
  name?: string | null
  language?: string | null
}

/** The active users who act for a registry (its id among their `registries`), to write to. */
export async function registryMembers(
  payload: Payload,
  registry: DocumentId,
  req?: PayloadRequest,
): Promise<RegistryMember[]> {
  const { docs } = await payload.find({
    collection: 'users',
    where: {
      and: [{ registries: { in: [registry] } }, { disabled: { not_equals: true } }],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'email',
    select: { email: true, name: true, language: true },
    overrideAccess: true,
    req,
  })
  return docs
}
