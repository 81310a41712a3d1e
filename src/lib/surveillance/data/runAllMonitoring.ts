import type { Payload } from 'payload'
import { selectSignals, type MonitoringSignal } from '../monitoring/monitoringSignals'
import { registryMonitoringTests } from './runMonitoring'
import { saveSignals } from './saveSignals'
import { signalFalseDiscoveryRate } from './signalFalseDiscoveryRate'

export interface MonitoringRunSummary {
  /** Registries whose run finished. */
  registries: string[]
  signals: number
  created: number
  updated: number
  /** Registries whose run failed (logged); the others are stored all the same. */
  failed: string[]
}

/**
 * The monitoring of every member registry: each registry's tests, one after
 * the other, then one Benjamini–Hochberg adjustment over all of them (the
 * whole network's run), and each registry's signals stored on their own.
 */
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
  const runs: { registry: (typeof docs)[number]; tests: MonitoringSignal[] }[] = []
  for (const registry of docs) {
    try {
      runs.push({ registry, tests: await registryMonitoringTests(payload, registry) })
    } catch (error) {
      payload.logger.error({ err: error, msg: `Monitoring of ${registry.networkCode} failed` })
      summary.failed.push(registry.networkCode)
    }
  }
  const chosen = selectSignals(
    runs.flatMap(({ registry, tests }) =>
      tests.map((test) => ({ ...test, registry: registry.id })),
    ),
    await signalFalseDiscoveryRate(payload),
  )
  for (const { registry } of runs) {
    try {
      const signals = chosen.filter((signal) => signal.registry === registry.id)
      const saved = await saveSignals(payload, registry.id, signals)
      summary.registries.push(registry.networkCode)
      summary.signals += signals.length
      summary.created += saved.created
      summary.updated += saved.updated
    } catch (error) {
      payload.logger.error({ err: error, msg: `Monitoring of ${registry.networkCode} failed` })
      summary.failed.push(registry.networkCode)
    }
  }
  return summary
}
