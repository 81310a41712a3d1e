import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { DocumentId } from '@/lib/relationId'
import { acceptedDataTags, collectionTag, globalTag } from '@/lib/cacheTags'
import type { ReferenceData } from '@/lib/surveillance/reference/reference'
import * as database from '@/lib/surveillance/data/loadReference'
import * as accepted from '@/lib/surveillance/data/acceptedBaselines'
import { memoize } from './memo'

/**
 * The alarm test's reference data kept in Next.js's cache between requests, expired by the same
 * hooks that expire the public pages. Each call reads what the test needs together, in one
 * cached read: every read through the cache costs a key, a lookup and a copy, on each request.
 * A read inside a request's transaction (`req` given) goes to the database: it must see that
 * transaction's own writes.
 */
const registryTags = [collectionTag('member-registries'), collectionTag('malformations')]

export type AlarmReference = { data: ReferenceData; currentBasePeriod: string }

/** Registries and malformations named in `locale`, with the base period the settings call current. */
export async function loadAlarmReference(
  payload: Payload,
  locale: Locale,
  req?: PayloadRequest,
): Promise<AlarmReference> {
  const read = async () => ({
    data: await database.loadReference(payload, { locale, baselines: 'none', req }),
    currentBasePeriod: await database.currentBasePeriod(payload, req),
  })
  if (req) return read()
  const { data, currentBasePeriod } = await memoize(
    `surveillance:alarm-reference:${locale}`,
    [...registryTags, globalTag('site-settings')],
    read,
  )
  // A new object each time: callers fill in its baselines.
  return { data: { ...data, baselines: [] }, currentBasePeriod }
}

export type PairBaselines = {
  /** Sums of the base period's accepted months, when they cover it. */
  accepted: ReferenceData['baselines']
  /** The imported reference rates of the pair. */
  imported: ReferenceData['baselines']
}

/** One registry and malformation's baselines for `basePeriod`: accepted sums and imported rates. */
export async function loadPairBaselines(
  payload: Payload,
  basePeriod: string,
  pair: { registryId: DocumentId; malformationId: DocumentId },
  req?: PayloadRequest,
): Promise<PairBaselines> {
  const read = async () => ({
    accepted: await accepted.loadAcceptedBaselines(payload, basePeriod, pair, req),
    imported: await database.loadBaselines(payload, pair, req),
  })
  if (req) return read()
  return memoize(
    `surveillance:pair-baselines:${basePeriod}:${pair.registryId}:${pair.malformationId}`,
    [...acceptedDataTags, collectionTag('baseline-rates'), ...registryTags],
    read,
  )
}
