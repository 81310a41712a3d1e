import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { relationId } from '@/lib/relationId'
import { discloseSignalCount, type DisclosedSignalCount } from '../disclosure'
import { countByConclusion } from '../signals/countByConclusion'
import { conclusionOf, signalConclusions, type SignalConclusion } from '../signals/followUp'
import { loadDisclosurePolicy } from './disclosure'

export type DisclosedConclusionCounts = Record<SignalConclusion, DisclosedSignalCount>

/** One signal with its follow-up, as the office and its registry's members read it. */
export interface SignalDetail {
  id: number
  registry: string
  anomaly: number | null
  anomalyName: string | null
  kind: string
  period: string
  detectedAt: string
  status: string
  explanation: string | null
  conclusion: SignalConclusion
  reviewStartedAt: string | null
  concludedAt: string | null
  retractedAt: string | null
  retractionReason: string | null
  observed: number | null
  expected: number | null
  pValue: number | null
  qValue: number | null
  notes: string | null
  registryNotes: string | null
  attachments: { id: number; filename: string; url: string; description: string | null }[]
}

/**
 * Signals by year of detection and conclusion, over the whole network, as this viewer may see
 * them (counts 1 to threshold − 1 withheld for anyone but the office). Read with the server's
 * rights: only counts leave this function.
 */
export async function loadSignalCounts(
  payload: Payload,
  user: User | null,
): Promise<{ year: number; counts: DisclosedConclusionCounts }[]> {
  const [policy, { docs }] = await Promise.all([
    loadDisclosurePolicy(payload, user),
    payload.find({
      collection: 'monitoring-signals',
      depth: 0,
      limit: 0,
      pagination: false,
      select: { detectedAt: true, status: true, retractedAt: true },
      overrideAccess: true,
    }),
  ])
  return countByConclusion(docs).map(({ year, counts }) => ({
    year,
    counts: Object.fromEntries(
      signalConclusions.map((c) => [c, discloseSignalCount(counts[c], policy)]),
    ) as DisclosedConclusionCounts,
  }))
}

/**
 * The signals this user may read with their follow-up (the collection's own access: the office
 * all, a member their registries'), newest first; `year` keeps those detected in that year.
 * Nobody signed in reads none (null).
 */
export async function loadSignalDetails(
  payload: Payload,
  user: User | null,
  locale: Locale,
  year: number | null = null,
): Promise<SignalDetail[] | null> {
  if (!user) return null
  const { docs } = await payload.find({
    collection: 'monitoring-signals',
    where:
      year === null
        ? {}
        : {
            detectedAt: {
              greater_than_equal: `${year}-01-01T00:00:00.000Z`,
              less_than: `${year + 1}-01-01T00:00:00.000Z`,
            },
          },
    depth: 1,
    limit: 0,
    pagination: false,
    sort: ['-detectedAt', 'id'],
    locale,
    overrideAccess: false,
    user,
  })
  const ids = docs.map((doc) => doc.id)
  const files = ids.length
    ? (
        await payload.find({
          collection: 'signal-attachments',
          where: { signal: { in: ids } },
          depth: 0,
          limit: 0,
          pagination: false,
          sort: 'createdAt',
          overrideAccess: false,
          user,
        })
      ).docs
    : []
  return docs.map((doc) => ({
    id: doc.id,
    registry: typeof doc.registry === 'object' ? doc.registry.networkCode : String(doc.registry),
    anomaly: typeof doc.malformation === 'object' ? doc.malformation.number : null,
    anomalyName: typeof doc.malformation === 'object' ? (doc.malformation.name ?? null) : null,
    kind: doc.kind,
    period: doc.period,
    detectedAt: doc.detectedAt,
    status: doc.status,
    explanation: doc.explanation ?? null,
    conclusion: conclusionOf(doc),
    reviewStartedAt: doc.reviewStartedAt ?? null,
    concludedAt: doc.concludedAt ?? null,
    retractedAt: doc.retractedAt ?? null,
    retractionReason: doc.retractionReason ?? null,
    observed: doc.observed ?? null,
    expected: doc.expected ?? null,
    pValue: doc.pValue ?? null,
    qValue: doc.qValue ?? null,
    notes: doc.notes ?? null,
    registryNotes: doc.registryNotes ?? null,
    attachments: files
      .filter((file) => String(relationId(file.signal)) === String(doc.id))
      .map((file) => ({
        id: file.id,
        filename: file.filename ?? '',
        url: file.url ?? '',
        description: file.description ?? null,
      })),
  }))
}
