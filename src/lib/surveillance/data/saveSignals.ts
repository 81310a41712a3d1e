import { createLocalReq, type Payload } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import { relationId } from '@/lib/relationId'
import type { MonitoringSignal } from '../monitoring/monitoringSignals'
import { malformationNumbers } from './malformationNumbers'
import { withTransaction } from './transaction'

export interface SavedSignals {
  created: number
  updated: number
}

const keyOf = (malformation: unknown, kind: unknown, period: unknown) =>
  `${String(malformation)}|${String(kind)}|${String(period)}`

/**
 * Stores a registry's signals in one transaction: a signal already stored for
 * the same anomaly, kind and period gets the new figures (its status, notes
 * and detection date stay the office's); any other is created as new.
 */
export async function saveSignals(
  payload: Payload,
  registryId: DocumentId,
  signals: MonitoringSignal[],
): Promise<SavedSignals> {
  if (signals.length === 0) return { created: 0, updated: 0 }
  const req = await createLocalReq({}, payload)
  return withTransaction(req, async () => {
    const idOf = new Map(
      [...(await malformationNumbers(payload, req))].map(([id, number]) => [number, id]),
    )
    const { docs } = await payload.find({
      collection: 'monitoring-signals',
      where: { registry: { equals: registryId } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { malformation: true, kind: true, period: true },
      overrideAccess: true,
      req,
    })
    const stored = new Map(
      docs.map((doc) => [keyOf(relationId(doc.malformation), doc.kind, doc.period), doc.id]),
    )
    const detectedAt = new Date().toISOString()
    const saved: SavedSignals = { created: 0, updated: 0 }
    for (const signal of signals) {
      const malformation = idOf.get(signal.malformation)
      if (malformation === undefined) continue
      const id = stored.get(keyOf(malformation, signal.kind, signal.period))
      if (id !== undefined) {
        await payload.update({
          collection: 'monitoring-signals',
          id,
          data: signal.figures,
          depth: 0,
          overrideAccess: true,
          req,
        })
        saved.updated++
      } else {
        await payload.create({
          collection: 'monitoring-signals',
          data: {
            registry: registryId as number,
            malformation: Number(malformation),
            kind: signal.kind,
            period: signal.period,
            ...signal.figures,
            status: 'new',
            detectedAt,
          },
          depth: 0,
          overrideAccess: true,
          req,
        })
        saved.created++
      }
    }
    return saved
  })
}
