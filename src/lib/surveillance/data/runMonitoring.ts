import type { Payload } from 'payload'
import {
  monitoringTests,
  runSemesters,
  type MonitoringSignal,
} from '../monitoring/monitoringSignals'
import type { Semester } from '../monitoring/semiannualReport'
import type { CountsRow } from '../submissions/aggregateCounts'
import { readAcceptedCounts } from './readCounts'

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
