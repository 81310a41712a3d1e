import type { Payload } from 'payload'
import { relationId } from '@/lib/relationId'
import type { DataSubmission } from '@/payload-types'
import { runRegistryMonitoring } from './runMonitoring'

/** What the run after an acceptance stored. */
export type AcceptanceMonitoring = { signals: number; created: number; updated: number }

/**
 * The monitoring of the registry whose semester the office accepted, run by the
 * `monitorAcceptedSubmission` job once the acceptance has committed (src/lib/jobs): a failure
 * throws, so the job shows it and is retried; the acceptance stands either way. Signals are
 * stored by registry, anomaly, kind and period, so a run repeated after a restart adds nothing.
 */
export async function monitorAcceptance(
  payload: Payload,
  submission: Pick<DataSubmission, 'id' | 'registry' | 'year' | 'semester'>,
): Promise<AcceptanceMonitoring> {
  const registryId = relationId(submission.registry)
  if (registryId === null) throw new Error(`Submission ${submission.id} has no registry`)
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
}
