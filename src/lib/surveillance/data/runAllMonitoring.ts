import type { Payload } from 'payload'
import { runRegistryMonitoring } from './runMonitoring'

export interface MonitoringRunSummary {
  /** Registries whose run finished. */
  registries: string[]
  signals: number
  created: number
  updated: number
  /** Registries whose run failed (logged); the others are stored all the same. */
  failed: string[]
}

/** The monitoring of every member registry, one after the other, each stored on its own. */
export async function runAllMonitoring(payload: Payload): Promise<MonitoringRunSummary> {
  const { docs } = await payload.find({
    collection: 'member-registries',
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'networkCode',
    select: { networkCode: true },
    overrideAccess: true,
  })
  const summary: MonitoringRunSummary = {
    registries: [],
    signals: 0,
    created: 0,
    updated: 0,
    failed: [],
  }
  for (const registry of docs) {
    try {
      const run = await runRegistryMonitoring(payload, registry)
      summary.registries.push(registry.networkCode)
      summary.signals += run.signals.length
      summary.created += run.created
      summary.updated += run.updated
    } catch (error) {
      payload.logger.error({ err: error, msg: `Monitoring of ${registry.networkCode} failed` })
      summary.failed.push(registry.networkCode)
    }
  }
  return summary
}
