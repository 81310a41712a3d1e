// `npm run bench isolation`: does heavy public work starve cheap pages? The home page's request
// rate and latency alone, then again while 20 connections load the tables page's default view
// and 10 download the network's semiannual report PDF, all on `npm start`'s server alone
// (server/index.mjs, no proxy in front). Target: no timeouts, home p99 ≤ 1 s under that load.
// Starts and stops the server itself on BENCH_PORT (3147).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import { routes } from '../src/lib/site/routes'
import { startNext } from './serve/nextServer'

const port = Number(process.env.BENCH_PORT || 3147)
const base = `http://127.0.0.1:${port}`
const seconds = Number(process.env.BENCH_SECONDS || 15)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-isolation-'))
// Portuguese pages: plain addresses, no cookie needed.
const pt = {}

const home = { label: 'home page', url: `${base}/`, connections: 25 }
const tables = {
  label: 'tables page, default view',
  url: `${base}${routes('relamc').tablesCharts}`,
  connections: 20,
}
const pdf = {
  label: 'network report PDF',
  url: `${base}/api/surveillance/reports/semiannual.pdf?registry=network&year=2025&semester=1`,
  connections: 10,
}
type Stream = typeof home

/** autocannon on one address; a request unanswered after `timeout` seconds counts as a timeout. */
const run = (stream: Stream, duration: number, timeout = 10): Promise<Result> =>
  autocannon({
    url: stream.url,
    headers: pt,
    connections: stream.connections,
    duration,
    timeout,
  })

const line = (label: string, connections: number, result: Result) =>
  `${label.padEnd(34)} ${String(connections).padStart(5)} ${result.requests.average.toFixed(1).padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${String(result['2xx']).padStart(6)} ${String(result.non2xx).padStart(6)} ${String(result.timeouts).padStart(8)} ${String(result.errors).padStart(6)}`

const header = `${'stream'.padEnd(34)} ${'conns'.padStart(5)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'2xx'.padStart(6)} ${'other'.padStart(6)} ${'timeouts'.padStart(8)} ${'errors'.padStart(6)}`

const stop = await startNext(port, dir)
try {
  // Each address answers, and each code path is loaded, before anything is measured.
  for (const stream of [home, tables, pdf]) {
    const response = await fetch(stream.url, { headers: pt })
    if (!response.ok) throw new Error(`${stream.url}: ${response.status}`)
    await response.arrayBuffer()
  }
  await run(home, 2)

  console.log(`\n${seconds} s each, on ${os.cpus().length} cores; "other" counts non-2xx answers`)
  console.log('(a PDF refused while the queue is full answers 503 with Retry-After)\n')
  console.log(header)
  const alone = await run(home, seconds)
  console.log(line(`${home.label}, alone`, home.connections, alone))

  // The heavy streams start first and run a little longer, so the home page is measured under
  // their full load only.
  const heavy = Promise.all([run(tables, seconds + 4, 30), run(pdf, seconds + 4, 30)])
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const loaded = await run(home, seconds)
  const [tablesResult, pdfResult] = await heavy
  console.log(line(`${home.label}, under load`, home.connections, loaded))
  console.log(line(tables.label, tables.connections, tablesResult))
  console.log(line(pdf.label, pdf.connections, pdfResult))

  const met = loaded.timeouts === 0 && loaded.errors === 0 && loaded.latency.p99 <= 1000
  console.log(
    `\nhome under load: p99 ${loaded.latency.p99} ms, ${loaded.timeouts} timeouts (target: none, p99 ≤ 1000 ms): ${met ? 'met' : 'NOT met'}`,
  )
  if (!met) process.exitCode = 1
} finally {
  await stop()
  fs.rmSync(dir, { recursive: true, force: true })
}
