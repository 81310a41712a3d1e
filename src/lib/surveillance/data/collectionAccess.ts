import type { Access, PayloadRequest, Where } from 'payload'
import { userRegistryIds } from '@/access'
import type { User } from '@/payload-types'
import { listedWhere, type CollectionReads, type DisclosurePolicy } from '../disclosure'
import { loadDisclosurePolicy } from './disclosure'

/** One policy per request: an expanded relation asks again for every document it brings in. */
const policies = new WeakMap<PayloadRequest, Promise<DisclosurePolicy>>()

function policyOf(req: PayloadRequest): Promise<DisclosurePolicy> {
  let policy = policies.get(req)
  if (!policy) {
    policy = loadDisclosurePolicy(req.payload, req.user as User | null)
    policies.set(req, policy)
  }
  return policy
}

/** The documents of `reads` as a Payload query (`prefix`: `version.` for a version's fields). */
function readsWhere(reads: CollectionReads, req: PayloadRequest, prefix: string): Where | boolean {
  const own = (): Where | null => {
    const ids = userRegistryIds(req.user as User | null)
    return ids.length ? { [`${prefix}registry`]: { in: ids } } : null
  }
  switch (reads.kind) {
    case 'everything':
      return true
    case 'nothing':
      return false
    case 'ownRegistries':
      return own() ?? false
    case 'ownDocuments':
      return req.user ? { [`${prefix}owner`]: { equals: req.user.id } } : false
    case 'listed': {
      const mine = reads.ownRegistries ? own() : null
      return {
        or: [...(mine ? [mine] : []), ...listedWhere(prefix, reads.threshold)],
      }
    }
  }
}

/**
 * The Payload access function of a collection holding registry data: what the disclosure
 * module's `reads` gives this request's viewer, as a query on the collection's own `registry`
 * (or `owner`) field. Payload applies it to REST, GraphQL, count and to every relation it expands.
 */
export const readAccess =
  (reads: (policy: DisclosurePolicy) => CollectionReads): Access =>
  async ({ req }) =>
    readsWhere(reads(await policyOf(req)), req, '')

/** The same for the collection's versions (`readVersions`), on the fields each version keeps. */
export const readVersionsAccess =
  (reads: (policy: DisclosurePolicy) => CollectionReads): Access =>
  async ({ req }) =>
    readsWhere(reads(await policyOf(req)), req, 'version.')
