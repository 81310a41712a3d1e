import { createLocalReq, type Payload } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import { relationId } from '@/lib/relationId'
import type { MonitoringSignal } from '../monitoring/monitoringSignals'
import { malformationNumbers } from './malformationNumbers'
import { withTransaction } from './transaction'

/** A test or signal of the network-wide run, with the registry it belongs to. */
export type RegistrySignal = MonitoringSignal & { registry: DocumentId }

export interface SavedSignals {
  created: number
  updated: number
  /** Stored signals the run no longer lists, now marked retracted (never deleted). */
  retracted: number
  /** Retracted signals the run lists again, back in force with their follow-up. */
  reinstated: number
  /** The ids of the signals created, to tell their registries. */
  createdIds: DocumentId[]
}

/** Why a stored signal was retracted: its test now gives q at or over the rate, or no longer runs. */
export type RetractionReason = 'not-significant' | 'not-tested'

const keyOf = (registry: unknown, malformation: unknown, kind: unknown, period: unknown) =>
  `${String(registry)}|${String(malformation)}|${String(kind)}|${String(period)}`

/**
 * Replaces the stored signals of the registries a network-wide run covered by what that run's
 * one adjustment lists, in one transaction: a listed signal already stored (same registry,
 * anomaly, kind and period) gets the new figures and keeps its follow-up; a new one is created;
 * a stored one the run does not list is retracted with why (kept, never deleted); a retracted one
 * listed again is reinstated. Registries the run did not cover (their tests failed) are left as
 * they were. `tested` is every test of the run, to tell "no longer significant" from "no longer
 * tested".
 */
export async function saveSignals(
  payload: Payload,
  run: { registries: DocumentId[]; signals: RegistrySignal[]; tested: RegistrySignal[] },
): Promise<SavedSignals> {
  const saved: SavedSignals = {
    created: 0,
    updated: 0,
    retracted: 0,
    reinstated: 0,
    createdIds: [],
  }
  if (run.registries.length === 0) return saved
  const req = await createLocalReq({}, payload)
  return withTransaction(req, async () => {
    const idOf = new Map(
      [...(await malformationNumbers(payload, req))].map(([id, number]) => [number, id]),
    )
    const { docs } = await payload.find({
      collection: 'monitoring-signals',
      where: { registry: { in: run.registries } },
      depth: 0,
      limit: 0,
      pagination: false,
      select: { registry: true, malformation: true, kind: true, period: true, retractedAt: true },
      overrideAccess: true,
      req,
    })
    const stored = new Map(
      docs.map((doc) => [
        keyOf(relationId(doc.registry), relationId(doc.malformation), doc.kind, doc.period),
        doc,
      ]),
    )
    const testedKeys = new Set(
      run.tested.map((test) =>
        keyOf(test.registry, idOf.get(test.malformation), test.kind, test.period),
      ),
    )
    const now = new Date().toISOString()
    const listed = new Set<string>()
    for (const signal of run.signals) {
      const malformation = idOf.get(signal.malformation)
      if (malformation === undefined) continue
      const key = keyOf(signal.registry, malformation, signal.kind, signal.period)
      listed.add(key)
      const doc = stored.get(key)
      if (doc) {
        const reinstate = Boolean(doc.retractedAt)
        await payload.update({
          collection: 'monitoring-signals',
          id: doc.id,
          data: {
            ...signal.figures,
            ...(reinstate ? { retractedAt: null, retractionReason: null } : {}),
          },
          depth: 0,
          overrideAccess: true,
          context: { monitoringRun: true },
          req,
        })
        if (reinstate) saved.reinstated++
        else saved.updated++
        continue
      }
      const created = await payload.create({
        collection: 'monitoring-signals',
        data: {
          registry: signal.registry as number,
          malformation: Number(malformation),
          kind: signal.kind,
          period: signal.period,
          ...signal.figures,
          status: 'new',
          detectedAt: now,
        },
        depth: 0,
        overrideAccess: true,
        context: { monitoringRun: true },
        req,
      })
      saved.created++
      saved.createdIds.push(created.id)
    }
    for (const [key, doc] of stored) {
      if (listed.has(key) || doc.retractedAt) continue
      const retractionReason: RetractionReason = testedKeys.has(key)
        ? 'not-significant'
        : 'not-tested'
      await payload.update({
        collection: 'monitoring-signals',
        id: doc.id,
        data: { retractedAt: now, retractionReason },
        depth: 0,
        overrideAccess: true,
        context: { monitoringRun: true },
        req,
      })
      saved.retracted++
    }
    return saved
  })
}
