import type { Payload } from 'payload'
import { selectSignals, type MonitoringSignal } from '../monitoring/monitoringSignals'
import { registryMonitoringTests } from './runMonitoring'
import { notifyNewSignals } from './signalEmails'
import { saveSignals, type RegistrySignal } from './saveSignals'
import { signalFalseDiscoveryRate } from './signalFalseDiscoveryRate'

export interface MonitoringRunSummary {
  /** Registries whose run finished. */
  registries: string[]
  signals: number
  created: number
  updated: number
  /** Stored signals this run no longer lists (retracted, kept). */
  retracted: number
  reinstated: number
  /** Registries whose tests failed (logged); their stored signals are left as they were. */
  failed: string[]
}

/**
 * The monitoring of the whole network, the one scope of stored signals: each registry's tests,
 * one after the other, then one weighted Benjamini–Hochberg adjustment over all of them, and the
 * stored set replaced by what it lists (saveSignals: the rest retracted, never deleted). Run every
 * night and after each acceptance, so the stored signals are always one adjustment's list. The
 * registries of new signals are told by e-mail once the set is stored (not when `notify` is
 * false: the demonstration data's first run).
 */
export async function runAllMonitoring(
  payload: Payload,
  { notify = true }: { notify?: boolean } = {},
): Promise<MonitoringRunSummary> {
  const { docs } = await payload.find({
    collection: 'member-registries',
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'networkCode',
    select: { networkCode: true },
    overrideAccess: true,
  })
  const failed: string[] = []
  const runs: { registry: (typeof docs)[number]; tests: MonitoringSignal[] }[] = []
  for (const registry of docs) {
    try {
      runs.push({ registry, tests: await registryMonitoringTests(payload, registry) })
    } catch (error) {
      payload.logger.error({ err: error, msg: `Monitoring of ${registry.networkCode} failed` })
      failed.push(registry.networkCode)
    }
  }
  const tested: RegistrySignal[] = runs.flatMap(({ registry, tests }) =>
    tests.map((test) => ({ ...test, registry: registry.id })),
  )
  const chosen = selectSignals(tested, await signalFalseDiscoveryRate(payload))
  const saved = await saveSignals(payload, {
    registries: runs.map(({ registry }) => registry.id),
    signals: chosen,
    tested,
  })
  if (notify) await notifyNewSignals(payload, saved.createdIds)
  return {
    registries: runs.map(({ registry }) => registry.networkCode),
    signals: chosen.length,
    created: saved.created,
    updated: saved.updated,
    retracted: saved.retracted,
    reinstated: saved.reinstated,
    failed,
  }
}
