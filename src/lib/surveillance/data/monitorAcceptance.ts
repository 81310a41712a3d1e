import type { Payload } from 'payload'
import { runAllMonitoring } from './runAllMonitoring'

/** What the run after an acceptance stored. */
export type AcceptanceMonitoring = {
  signals: number
  created: number
  updated: number
  retracted: number
}

/**
 * The monitoring after the office accepted a semester, run by the `monitorAcceptedSubmission`
 * job once the acceptance has committed (src/lib/jobs): the network-wide run, the one scope of
 * stored signals (runAllMonitoring), so an acceptance never leaves a list adjusted over one
 * registry beside the nightly one over all. A failure throws, so the job shows it and is
 * retried; the acceptance stands either way. A run repeated after a restart adds nothing.
 */
export async function monitorAcceptance(payload: Payload): Promise<AcceptanceMonitoring> {
  const run = await runAllMonitoring(payload)
  if (run.failed.length) payload.logger.warn(`Monitoring failed for ${run.failed.join(', ')}`)
  return {
    signals: run.signals,
    created: run.created,
    updated: run.updated,
    retracted: run.retracted,
  }
}
