// Case-record uploads against the server's responsiveness, on a fresh database (SQLite in a temp
// folder, or the PostgreSQL of BENCH_DATABASE_URL, wiped first) after the demo seed:
//  - 55,000 records as a Portuguese CSV template (about 10 MB, a description on every case);
//  - 50,000 records as an XLSX template;
//  - a workbook of a few hundred KB whose sheet unpacks to 125 MB of empty `<row/>` elements.
// Each goes through the upload's own save function (saveCaseRecordsFile: reading, validation,
// storage), in this process, while a second process asks this process's /api/health (the route's
// own handler behind node:http) every 20 ms without waiting for the answers. Reported: seconds,
// peak RSS growth (the kernel's high-water mark, reset before each upload: no sampling gaps) and
// the health answers' p50, p99 and maximum.
//   NODE_OPTIONS=--expose-gc npm run bench uploads
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import JSZip from 'jszip'
import ExcelJS from 'exceljs'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-bench-'))
process.env.DATA_DIR = dir
process.env.OUTBOX_DIR = path.join(dir, 'outbox')
process.env.PAYLOAD_SECRET = 'bench-secret'
process.env.RUN_JOBS = 'false'
delete process.env.SMTP_URL
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
else delete process.env.DATABASE_URL

const { createLocalReq, getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { migrateEmptyDatabase } = await import('./emptyDatabase')
const { seed } = await import('@/seed')
const { saveCaseRecordsFile } = await import('@/lib/surveillance/data/saveCaseRecordsFile')
const { GET: health } = await import('@/app/(payload)/api/health/route')
const { caseCsvFile, caseFileBirths, caseFileRows } = await import('./caseFileRows')

const payload = await getPayload({ config })
await migrateEmptyDatabase(payload)
await seed(payload)
const admin = (
  await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, limit: 1 })
).docs[0]!
const adminReq = () => createLocalReq({ user: { ...admin, collection: 'users' } }, payload)

const server = createServer(async (_, res) => {
  const answer = await health()
  res.writeHead(answer.status, { 'content-type': 'application/json' })
  res.end(await answer.text())
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const healthUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`

const MB = 1024 * 1024

async function xlsxOf(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('casos')
  for (const row of rows) sheet.addRow(row)
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

/** The template's header, then `megabytes` of empty rows in the sheet's XML. */
async function emptyRowWorkbook(megabytes: number): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(await xlsxOf(caseFileRows('AR-RENAC', 2024, 0)))
  const name = 'xl/worksheets/sheet1.xml'
  const xml = await zip.file(name)!.async('string')
  const empty = '<row/>'.repeat(Math.floor((megabytes * MB) / 6))
  zip.file(name, xml.replace('</sheetData>', `${empty}</sheetData>`))
  return zip.generateAsync({
    type: 'uint8array',
    compression: 'DEFLATE',
    compressionOptions: { level: 9 },
  })
}

/** Peak resident memory since the last reset (Linux: /proc/self/clear_refs "5" resets it). */
const highWaterMark = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) * 1024

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

async function upload(label: string, data: Uint8Array, name: string) {
  ;(globalThis as { gc?: () => void }).gc?.()
  fs.writeFileSync('/proc/self/clear_refs', '5')
  const before = process.memoryUsage().rss
  const probe = spawn(process.execPath, [path.join(import.meta.dirname, 'healthProbe.mjs'), healthUrl, '20'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let probeOutput = ''
  probe.stdout.on('data', (chunk) => (probeOutput += chunk))
  await new Promise((resolve) => setTimeout(resolve, 300))
  const start = performance.now()
  const { outcome } = await saveCaseRecordsFile(
    await adminReq(),
    { data, name, mimetype: '' },
    { status: 'submitted', births: caseFileBirths },
    'pt',
  )
  const seconds = (performance.now() - start) / 1000
  const growth = (highWaterMark() - before) / MB
  probe.stdin.end()
  await new Promise((resolve) => probe.on('close', resolve))
  const latencies = (JSON.parse(probeOutput) as number[]).sort((a, b) => a - b)
  const result = outcome.ok
    ? `stored ${outcome.doc.id}`
    : `refused ${JSON.stringify(outcome.issues.slice(0, 1).concat(outcome.caseIssues.slice(0, 1) as never))}`
  console.log(`${label} (${(data.byteLength / MB).toFixed(2)} MB): ${result}`)
  console.log(
    `  ${seconds.toFixed(1)} s, RSS growth at peak ${growth.toFixed(0)} MB; /api/health ${latencies.length} answers: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
  )
  return outcome
}

const csv = caseCsvFile(caseFileRows('AR-RENAC', 2026, 55_000))
const csvOutcome = await upload('55,000 records, CSV', csv, 'casos.csv')
const xlsx = await xlsxOf(caseFileRows('AR-RENAC', 2025, 50_000))
const xlsxOutcome = await upload('50,000 records, XLSX', xlsx, 'casos.xlsx')
const hostile = await emptyRowWorkbook(125)
const hostileOutcome = await upload('125 MB of empty rows, XLSX', hostile, 'vazio.xlsx')
if (!csvOutcome.ok || !xlsxOutcome.ok) console.log('an accepted file was refused')
if (hostileOutcome.ok) console.log('the empty-row workbook was accepted')

server.close()
await payload.destroy()
fs.rmSync(dir, { recursive: true, force: true })
process.exit(0)
