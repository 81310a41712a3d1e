// One worker of the calibration benchmark: runs the reports it is sent, as
// the monitoring stores them (monitoringTests, then one selection), and
// answers each with its items.
import { parentPort } from 'node:worker_threads'
import {
  monitoringTests,
  selectSignals,
} from '../../src/lib/surveillance/monitoring/monitoringSignals'
import { DEFAULT_FDR } from '../../src/lib/surveillance/monitoring/semiannualReport'
import { SEMESTER, simulate, type Simulation } from './simulate'

export interface ReportOutcome {
  tests: number
  items: { kind: string; malformation: number; period: string }[]
}

const SEMESTERS = { alarm: SEMESTER, latest: SEMESTER }

parentPort!.on('message', (job: { id: number; simulation: Simulation } | null) => {
  if (job === null) return process.exit(0)
  const tests = monitoringTests(simulate(job.simulation), SEMESTERS)
  const items = selectSignals(tests, DEFAULT_FDR).map(({ kind, malformation, period }) => ({
    kind,
    malformation,
    period,
  }))
  parentPort!.postMessage({ id: job.id, outcome: { tests: tests.length, items } })
})
