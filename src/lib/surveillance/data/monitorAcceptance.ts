import type { Payload } from 'payload'
import { relationId } from '@/lib/relationId'
import type { DataSubmission } from '@/payload-types'
import { runRegistryMonitoring } from './runMonitoring'

/** What the run after an acceptance stored; null when it failed (the failure is logged). */
export type AcceptanceMonitoring = { signals: number; created: number; updated: number } | null

/**
 * The monitoring of the registry whose semester the office just accepted, run
 * after the acceptance committed: it never undoes or fails the acceptance, a
 * failure is only logged (the office can run it again for every registry).
 */
export async function monitorAcceptance(
  payload: Payload,
  submission: Pick<DataSubmission, 'id' | 'registry' | 'year' | 'semester'>,
): Promise<AcceptanceMonitoring> {
  try {
    const registryId = relationId(submission.registry)
    if (registryId === null) return null
    const registry = await payload.findByID({
      collection: 'member-registries',
      id: registryId,
      depth: 0,
      select: { networkCode: true },
      overrideAccess: true,
    })
    const run = await runRegistryMonitoring(
      payload,
      { id: registryId, networkCode: registry.networkCode },
      { year: submission.year, half: submission.semester === 2 ? 2 : 1 },
    )
    return { signals: run.signals.length, created: run.created, updated: run.updated }
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: `Monitoring after accepting submission ${submission.id} failed`,
    })
    return null
  }
}
