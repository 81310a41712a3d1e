// The exchanges at the issue's scale, on a fresh database (SQLite in a temp folder, or the
// PostgreSQL of BENCH_DATABASE_URL, wiped first) after the demo seed:
//  - the demo network's 12 years exported as one DHIS2 dataValueSets document, as the office
//    reads it (every registry exactly): each registry-year through the export's own functions
//    (exportValues, writeDataValueSet) and the JSON text; target under 5 s;
//  - a FHIR bundle of 2,000 case reports (about 6 MB) stored as draft case records through the
//    endpoint's own function (JSON parse, saveBundle: reading, validation, storage); target under
//    10 s and 300 MB of peak memory growth.
// Peak memory: the kernel's high-water mark (VmHWM, reset by writing 5 to /proc/self/clear_refs),
// and its growth over the resident memory before the work; CPU: the process's user + system time
// (every thread), what the work costs whatever the machine's load.
//   npm run bench exchange
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

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
const { exportValues } = await import('@/lib/surveillance/exchange/exportStore')
const { loadExchangeMapping } = await import('@/lib/surveillance/exchange/loadMapping')
const { writeDataValueSet } = await import('@/lib/surveillance/exchange/dataValueSets')
const { saveBundle } = await import('@/lib/surveillance/exchange/fhir/saveBundle')
const { caseReportBundle, tenCases } = await import('../tests/helpers/fhirBundle')

const payload = await getPayload({ config })
await migrateEmptyDatabase(payload)
await seed(payload)

const admin = (
  await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, limit: 1 })
).docs[0]!

const peak = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) * 1024
const rss = () => process.memoryUsage().rss
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

async function measured<T>(label: string, work: () => Promise<T>): Promise<T> {
  globalThis.gc?.()
  fs.writeFileSync('/proc/self/clear_refs', '5')
  const before = rss()
  const cpu = process.cpuUsage()
  const start = performance.now()
  const result = await work()
  const seconds = (performance.now() - start) / 1000
  const used = process.cpuUsage(cpu)
  const cpuSeconds = (used.user + used.system) / 1e6
  console.log(
    `${label.padEnd(60)} ${seconds.toFixed(2)} s (${cpuSeconds.toFixed(2)} s CPU)   peak RSS ${mb(peak())}, +${mb(peak() - before)}`,
  )
  return result
}

// The demo's accepted years.
const { docs: months } = await payload.find({
  collection: 'surveillance-births',
  select: { month: true },
  limit: 0,
  pagination: false,
  overrideAccess: true,
})
const years = [...new Set(months.map((row) => Number(row.month.slice(0, 4))))].sort()
const registries = (
  await payload.find({
    collection: 'member-registries',
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
).docs.map((doc) => doc.networkCode)

const text = await measured(
  `export: ${registries.length} registries × ${years.length} years (${years[0]}–${years.at(-1)})`,
  async () => {
    const mapping = await loadExchangeMapping(payload)
    const dataValues = []
    for (const registry of registries)
      for (const year of years) {
        const result = await exportValues(payload, admin, { registry, year, semester: null })
        if (result.ok) dataValues.push(...writeDataValueSet(mapping, result.values).dataValues)
      }
    return JSON.stringify({ dataSet: mapping.dataSet, dataValues })
  },
)
console.log(
  `  ${(text.length / 1024 / 1024).toFixed(1)} MB of JSON, ${JSON.parse(text).dataValues.length} values`,
)

// 2,000 cases of one semester: the ten test cases' codes, each on its own infant and day.
const YEAR = 1977
const cases = Array.from({ length: 2000 }, (_, index) => {
  const item = tenCases(YEAR)[index % 10]!
  return {
    ...item,
    mrn: `BENCH-${index}`,
    birthDate: `${YEAR}-0${(index % 6) + 1}-${String((index % 28) + 1).padStart(2, '0')}`,
  }
})
const body = JSON.stringify(caseReportBundle(cases))
console.log(`bundle: ${cases.length} cases, ${(body.length / 1024 / 1024).toFixed(1)} MB of JSON`)
const member = { ...admin, roles: ['admin' as const], collection: 'users' as const }
const outcome = await measured(
  'FHIR bundle: parse, read, validate, store as draft records',
  async () => {
    const req = await createLocalReq({ user: member }, payload)
    return saveBundle(req, JSON.parse(body), 'AR-RENAC', 'en')
  },
)
console.log(
  `  ${outcome.ok ? `stored ${outcome.cases} cases` : `refused: ${JSON.stringify(outcome).slice(0, 400)}`}`,
)

await payload.destroy?.()
fs.rmSync(dir, { recursive: true, force: true })
process.exit(0)
