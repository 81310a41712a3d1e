// One step of the scale benchmark, in a process of its own so that its memory is its own:
//   node --expose-gc --import tsx bench/scale/measureNetwork.ts generate '<size json>'
//   node --expose-gc --import tsx bench/scale/measureNetwork.ts '<operation>' '<size json>'
// on the SQLite database of DATA_DIR, or the PostgreSQL of BENCH_DATABASE_URL (wiped by
// `generate`). Prints one line `RESULT <json>`.
import type { NetworkSize } from './network'

const [step, sizeJson] = process.argv.slice(2)
const size = JSON.parse(sizeJson ?? '') as NetworkSize
process.env.PAYLOAD_SECRET = 'bench-secret'
delete process.env.SMTP_URL
delete process.env.REDIS_URL
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
else delete process.env.DATABASE_URL

const { getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { migrateEmptyDatabase } = await import('../emptyDatabase')
const payload = await getPayload({ config })

if (step === 'generate') {
  const { createNetwork } = await import('./network')
  const { operations } = await import('./operations')
  await migrateEmptyDatabase(payload)
  const start = performance.now()
  const { cases } = await createNetwork(payload, size)
  const generateSeconds = (performance.now() - start) / 1000
  // Visitors read the published figures: the office's first release of the generated network.
  const { createLocalReq } = await import('payload')
  const { publishRelease } = await import('@/lib/surveillance/releases/publishRelease')
  const published = performance.now()
  await publishRelease(await createLocalReq({}, payload))
  console.error(`release published in ${((performance.now() - published) / 1000).toFixed(1)} s`)
  console.log(
    `RESULT ${JSON.stringify({ cases, generateSeconds, operations: Object.keys(operations) })}`,
  )
} else {
  const { operations } = await import('./operations')
  const operation = operations[step ?? '']
  if (!operation) throw new Error(`no operation ${step}`)
  const run = await operation.prepare(payload, size)
  console.log(`RESULT ${JSON.stringify(await measured(operation.runs, run))}`)
}
await payload.destroy()
process.exit(0)

/** Median time and CPU time (this process's: with SQLite, the database's work too) of `runs` runs (after a warm-up run unless only one) and the peak RSS and heap during them. */
async function measured(runs: number, fn: () => Promise<unknown>) {
  const gc = (globalThis as { gc?: () => void }).gc
  if (!gc) throw new Error('run with node --expose-gc')
  if (runs > 1) await fn()
  gc()
  let rss = process.memoryUsage.rss()
  let heap = process.memoryUsage().heapUsed
  const sample = () => {
    const memory = process.memoryUsage()
    rss = Math.max(rss, memory.rss)
    heap = Math.max(heap, memory.heapUsed)
  }
  const sampler = setInterval(sample, 5)
  const times: number[] = []
  const cpuTimes: number[] = []
  try {
    for (let run = 0; run < runs; run++) {
      const start = performance.now()
      const cpu = process.cpuUsage()
      await fn()
      times.push(performance.now() - start)
      const used = process.cpuUsage(cpu)
      cpuTimes.push((used.user + used.system) / 1000)
      sample()
    }
  } finally {
    clearInterval(sampler)
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(runs / 2)]!
  const MB = 1024 * 1024
  return { ms: median(times), cpuMs: median(cpuTimes), rssMB: rss / MB, heapMB: heap / MB, runs }
}
