// One upload of bench/uploadsCaseFiles.bench.ts, in a process of its own on that bench's
// database: the file goes through the upload's own save function (saveCaseRecordsFile: reading,
// validation, storage) while a second process asks this process's /api/health (the route's own
// handler behind node:http) every 20 ms without waiting for earlier answers. Reported: seconds,
// peak RSS growth (the kernel's high-water mark, reset before the upload: no sampling gaps) and
// the health answers' p50, p99 and maximum. On a shared machine a stall's length in wall time is
// mostly other processes' turns, so each stall of the event loop (a 10 ms timer firing late) is
// also reported in the CPU time this process used meanwhile: what it would hold an idle core.
//   tsx bench/uploadCaseFile.ts <file> <label>
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const [file, label] = process.argv.slice(2) as [string, string]
const { createLocalReq, getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { saveCaseRecordsFile } = await import('@/lib/surveillance/data/saveCaseRecordsFile')
const { GET: health } = await import('@/app/(payload)/api/health/route')
const { caseFileBirths } = await import('./caseFileRows')

const payload = await getPayload({ config })
const admin = (
  await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, limit: 1 })
).docs[0]!
const req = await createLocalReq({ user: { ...admin, collection: 'users' } }, payload)

const server = createServer(async (_, res) => {
  const answer = await health()
  res.writeHead(answer.status, { 'content-type': 'application/json' })
  res.end(await answer.text())
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const healthUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`

const MB = 1024 * 1024
/** Peak resident memory since the last reset (Linux: writing 5 to /proc/self/clear_refs resets it). */
const highWaterMark = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) * 1024
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

const data = new Uint8Array(fs.readFileSync(file))
const probe = spawn(
  process.execPath,
  [path.join(import.meta.dirname, 'healthProbe.mjs'), healthUrl, '20'],
  {
    stdio: ['pipe', 'pipe', 'inherit'],
  },
)
let probed = ''
probe.stdout.on('data', (chunk) => (probed += chunk))
// The probe's process starting.
await new Promise((resolve) => setTimeout(resolve, 500))
;(globalThis as { gc?: () => void }).gc?.()
fs.writeFileSync('/proc/self/clear_refs', '5')
const before = process.memoryUsage().rss
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
const stalls: { wall: number; cpu: number }[] = []
let tickWall = performance.now()
let tickCpu = cpuMs()
const ticking = setInterval(() => {
  const wall = performance.now()
  const cpu = cpuMs()
  stalls.push({ wall: wall - tickWall, cpu: cpu - tickCpu })
  tickWall = wall
  tickCpu = cpu
}, 10)
const cpuAtStart = cpuMs()
const startedAt = Date.now()
const start = performance.now()
const { outcome } = await saveCaseRecordsFile(
  req,
  { data, name: path.basename(file), mimetype: '' },
  { status: 'submitted', births: caseFileBirths },
  'pt',
)
const seconds = (performance.now() - start) / 1000
const endedAt = Date.now()
const cpuSeconds = (cpuMs() - cpuAtStart) / 1000
clearInterval(ticking)
const growth = (highWaterMark() - before) / MB
probe.stdin.end()
await new Promise((resolve) => probe.on('close', resolve))
// The requests sent while the upload ran.
const latencies = (JSON.parse(probed) as [number, number][])
  .filter(([sentAt]) => sentAt >= startedAt && sentAt <= endedAt)
  .map(([, latency]) => latency)
  .sort((a, b) => a - b)
const result = outcome.ok
  ? `stored, ${outcome.doc.id}`
  : `refused: ${JSON.stringify([...outcome.issues, ...outcome.caseIssues].slice(0, 2))}`
console.log(`${label} (${(data.byteLength / MB).toFixed(2)} MB): ${result}`)
console.log(
  `  ${seconds.toFixed(1)} s, RSS growth at peak ${growth.toFixed(0)} MB (from ${(before / MB).toFixed(0)} MB); /api/health ${latencies.length} answers: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
)
const longest = stalls.sort((a, b) => b.cpu - a.cpu)[0]
console.log(
  `  ${cpuSeconds.toFixed(1)} s of process CPU; event loop: longest stall ${longest?.cpu.toFixed(0)} ms of process CPU (${longest?.wall.toFixed(0)} ms wall); load average ${os.loadavg()[0]!.toFixed(1)}`,
)
server.close()
await payload.destroy()
process.exit(0)
