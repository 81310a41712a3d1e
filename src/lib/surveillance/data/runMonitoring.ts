import type { Payload } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import {
  monitoringTests,
  runSemesters,
  selectSignals,
  type MonitoringSignal,
} from '../monitoring/monitoringSignals'
import type { Semester } from '../monitoring/semiannualReport'
import type { CountsRow } from '../submissions/aggregateCounts'
import { readAcceptedCounts } from './readCounts'
import { saveSignals } from './saveSignals'
import { signalFalseDiscoveryRate } from './signalFalseDiscoveryRate'

export interface RegistryMonitoring {
  registry: string
  /** Signals found by this run; created ones are new, updated ones were already stored. */
  signals: MonitoringSignal[]
  created: number
  updated: number
}

/** Lets other requests through between anomalies: each one's scan keeps the CPU for a moment. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Every test of one registry's accepted data, with its p-value (see
 * monitoringTests): the alarm test and monthly excess of `accepted` (by
 * default the latest semester), the endemic zone, scan and trend of the latest.
 */
export async function registryMonitoringTests(
  payload: Payload,
  registry: { networkCode: string },
  accepted: Semester | null = null,
): Promise<MonitoringSignal[]> {
  const read = await readAcceptedCounts(payload, {
    registry: registry.networkCode,
    malformation: null,
    from: null,
    to: null,
    groupBy: 'month',
  })
  if (!read.ok) throw new Error(`Monitoring: registry ${registry.networkCode} cannot be read`)
  const semesters = runSemesters(read.rows, accepted)
  const tests: MonitoringSignal[] = []
  if (semesters) {
    const byAnomaly = new Map<number, CountsRow[]>()
    for (const row of read.rows) {
      const rows = byAnomaly.get(row.malformation) ?? []
      rows.push(row)
      byAnomaly.set(row.malformation, rows)
    }
    for (const rows of byAnomaly.values()) {
      tests.push(...monitoringTests(rows, semesters))
      await nextTurn()
    }
  }
  return tests
}

/**
 * Runs the monitoring of one registry on its accepted data and stores what it
 * finds: its tests (registryMonitoringTests) whose weighted Benjamini–Hochberg q-value
 * over all of them is below the site settings' false discovery rate.
 */
export async function runRegistryMonitoring(
  payload: Payload,
  registry: { id: DocumentId; networkCode: string },
  accepted: Semester | null = null,
): Promise<RegistryMonitoring> {
  const tests = await registryMonitoringTests(payload, registry, accepted)
  const signals = selectSignals(tests, await signalFalseDiscoveryRate(payload))
  const saved = await saveSignals(payload, registry.id, signals)
  return { registry: registry.networkCode, signals, ...saved }
}
