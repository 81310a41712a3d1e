import type { Payload, PayloadRequest } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import { acceptedDataTags, collectionTag, globalTag } from '@/lib/cacheTags'
import type { ReferenceData } from '@/lib/surveillance/reference/reference'
import * as database from '@/lib/surveillance/data/loadReference'
import * as accepted from '@/lib/surveillance/data/acceptedBaselines'
import { memoize } from './memo'

/**
 * The alarm test's reference data (registries, malformations, baselines, accepted
 * sums, current base period) kept in Next.js's cache between requests, expired by the same hooks that
 * expire the public pages. A read inside a request's transaction (`req` given)
 * goes to the database: it must see that transaction's own writes.
 */
const registryTags = [collectionTag('member-registries'), collectionTag('malformations')]

export async function loadReference(
  payload: Payload,
  options: Parameters<typeof database.loadReference>[1],
): Promise<ReferenceData> {
  if (options.req || options.baselines !== 'none') return database.loadReference(payload, options)
  const { locale, activeOnly } = options
  const { registries, malformations } = await memoize(
    `surveillance:reference:${locale}:${Boolean(activeOnly)}`,
    registryTags,
    () => database.loadReference(payload, { locale, activeOnly, baselines: 'none' }),
  )
  // A new object each time: callers fill in its baselines.
  return { registries, malformations, baselines: [] }
}

export async function loadBaselines(
  payload: Payload,
  scope: database.BaselineScope,
  req?: PayloadRequest,
): Promise<ReferenceData['baselines']> {
  if (req || typeof scope !== 'object' || !('registryId' in scope))
    return database.loadBaselines(payload, scope, req)
  return memoize(
    `surveillance:baselines:${scope.registryId}:${scope.malformationId}`,
    [collectionTag('baseline-rates'), ...registryTags],
    () => database.loadBaselines(payload, scope),
  )
}

export async function currentBasePeriod(payload: Payload, req?: PayloadRequest): Promise<string> {
  if (req) return database.currentBasePeriod(payload, req)
  return memoize('surveillance:current-base-period', [globalTag('site-settings')], () =>
    database.currentBasePeriod(payload),
  )
}

export async function loadAcceptedBaselines(
  payload: Payload,
  basePeriod: string,
  pair: { registryId: DocumentId; malformationId: DocumentId },
  req?: PayloadRequest,
): Promise<ReferenceData['baselines']> {
  if (req) return accepted.loadAcceptedBaselines(payload, basePeriod, pair, req)
  return memoize(
    `surveillance:accepted:${basePeriod}:${pair.registryId}:${pair.malformationId}`,
    acceptedDataTags,
    () => accepted.loadAcceptedBaselines(payload, basePeriod, pair),
  )
}
