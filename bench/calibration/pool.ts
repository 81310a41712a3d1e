// Spreads the simulated reports over worker threads (BENCH_WORKERS, default 2).
import { Worker } from 'node:worker_threads'
import type { Simulation } from './simulate'
import type { ReportOutcome } from './worker'

export async function runReports(
  simulations: Simulation[],
  workers = Number(process.env.BENCH_WORKERS ?? 2),
  onProgress?: (done: number) => void,
): Promise<ReportOutcome[]> {
  const outcomes = new Array<ReportOutcome>(simulations.length)
  let next = 0
  let done = 0
  await Promise.all(
    Array.from({ length: Math.min(workers, simulations.length) }, () => {
      const worker = new Worker(new URL('./worker.mjs', import.meta.url))
      return new Promise<void>((resolve, reject) => {
        const send = () => {
          if (next >= simulations.length) {
            worker.postMessage(null)
            return
          }
          const id = next++
          worker.postMessage({ id, simulation: simulations[id] })
        }
        worker.on('message', ({ id, outcome }: { id: number; outcome: ReportOutcome }) => {
          outcomes[id] = outcome
          onProgress?.(++done)
          send()
        })
        worker.on('error', reject)
        worker.on('exit', () => resolve())
        send()
      })
    }),
  )
  return outcomes
}
