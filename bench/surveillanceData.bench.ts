// Surveillance data on a fresh database (SQLite in a temp folder, or the PostgreSQL of
// BENCH_DATABASE_URL, wiped first): the demo seed, accepting a 40-malformation semester
// and a 12-year counts query for one registry and every malformation.
//   npm run bench surveillanceData
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test_data npm run bench surveillanceData
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { measure } from './measure'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-bench-'))
process.env.DATA_DIR = dir
process.env.OUTBOX_DIR = path.join(dir, 'outbox')
process.env.PAYLOAD_SECRET = 'bench-secret'
delete process.env.SMTP_URL
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
else delete process.env.DATABASE_URL

const { createLocalReq, getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { migrateEmptyDatabase } = await import('./emptyDatabase')
const { seed } = await import('@/seed')
const { saveSubmission } = await import('@/lib/surveillance/data/saveSubmission')
const { reviewSubmission } = await import('@/lib/surveillance/data/reviewSubmission')
const { readAcceptedCounts } = await import('@/lib/surveillance/data/readCounts')

const payload = await getPayload({ config })
const postgres = Boolean(process.env.BENCH_DATABASE_URL)
await migrateEmptyDatabase(payload)

const seedStart = performance.now()
await seed(payload)
console.log(
  `demo seed (${postgres ? 'PostgreSQL' : 'SQLite'}, content + 2014–2025 data)`.padEnd(48),
  `${((performance.now() - seedStart) / 1000).toFixed(1)} s (one run)`,
)

// 40 monitored malformations: the 18 of the demo and 22 more.
for (let number = 19; number <= 40; number++)
  await payload.create({
    collection: 'malformations',
    data: { number, icd10: `Q${number}`, name: `Bench ${number}`, active: true },
    overrideAccess: true,
  })
const admin = (
  await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, limit: 1 })
).docs[0]!
const semester = (value: number) => ({
  registry: 'AR-RENAC',
  year: 2026,
  semester: 1,
  births: [1, 2, 3, 4, 5, 6].map((month) => ({ month, liveBirths: 25000, stillbirths: 200 })),
  cases: Array.from({ length: 40 }, (_, index) => index + 1).flatMap((malformation) =>
    [1, 2, 3, 4, 5, 6].map((month) => ({ malformation, month, cases: (malformation + value) % 7 })),
  ),
})

const ACCEPT_RUNS = 20
const acceptTimes: number[] = []
for (let run = 0; run < ACCEPT_RUNS + 3; run++) {
  const req = await createLocalReq({ user: { ...admin, collection: 'users' } }, payload)
  const saved = await saveSubmission(req, semester(run), 'pt')
  if (!saved.ok) throw new Error(JSON.stringify(saved.issues))
  const start = performance.now()
  const accepted = await reviewSubmission(req, String(saved.doc.id), 'accepted', '')
  const elapsed = performance.now() - start
  if (!accepted.ok) throw new Error(JSON.stringify(accepted.issues))
  if (run >= 3) acceptTimes.push(elapsed)
}
acceptTimes.sort((a, b) => a - b)
console.log(
  'accept a 40-malformation semester (240 cells)'.padEnd(48),
  `median ${acceptTimes[ACCEPT_RUNS / 2]!.toFixed(1)} ms   max ${acceptTimes[ACCEPT_RUNS - 1]!.toFixed(1)} ms   (${ACCEPT_RUNS} runs)`,
)

const query = {
  registry: 'AR-RENAC',
  malformation: null,
  from: '2014-01',
  to: '2025-12',
}
const rows = await readAcceptedCounts(payload, { ...query, groupBy: 'month' })
if (!rows.ok || rows.rows.length !== 18 * 144) throw new Error('unexpected counts')
await measure('counts 2014–2025, one registry, every malformation', () =>
  readAcceptedCounts(payload, { ...query, groupBy: 'month' }),
)
await measure('the same by year', () => readAcceptedCounts(payload, { ...query, groupBy: 'year' }))

await payload.destroy()
fs.rmSync(dir, { recursive: true, force: true })
process.exit(0)
