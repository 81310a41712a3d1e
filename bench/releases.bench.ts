// Publishing a release as releases accumulate, on a fresh database (SQLite in a temp folder, or
// the PostgreSQL of BENCH_DATABASE_URL, wiped first) with the demo seed (which publishes the
// first release): each new release decides its withheld cells knowing every earlier release's
// tables (`withheldOverReleases`), so its cost may grow with their number. Between releases a
// semester of one registry is accepted again with other counts, so every release has new
// versions to decide, as in use.
//   [BENCH_RELEASES=12] npm run bench releases
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/relamc_bench npm run bench releases
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-bench-'))
process.env.DATA_DIR = dir
process.env.OUTBOX_DIR = path.join(dir, 'outbox')
process.env.PAYLOAD_SECRET = 'bench-secret'
delete process.env.SMTP_URL
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
else delete process.env.DATABASE_URL

const RELEASES = Number(process.env.BENCH_RELEASES ?? 12)

const { createLocalReq, getPayload } = await import('payload')
const { default: config } = await import('@payload-config')
const { migrateEmptyDatabase } = await import('./emptyDatabase')
const { seed } = await import('@/seed')
const { publishRelease } = await import('@/lib/surveillance/releases/publishRelease')
const { replaceAcceptedSemester } = await import('@/lib/surveillance/data/writeAccepted')

const payload = await getPayload({ config })
await migrateEmptyDatabase(payload)
await seed(payload)

const admin = (
  await payload.find({ collection: 'users', where: { roles: { contains: 'admin' } }, limit: 1 })
).docs[0]!
const registry = (
  await payload.find({
    collection: 'member-registries',
    where: { networkCode: { equals: 'AR-RENAC' } },
    limit: 1,
  })
).docs[0]!
const { docs: malformations } = await payload.find({
  collection: 'malformations',
  limit: 0,
  pagination: false,
})
const months = [1, 2, 3, 4, 5, 6]

console.log(`releases (${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}, demo seed)`)
for (let run = 1; run <= RELEASES; run++) {
  const req = await createLocalReq({ user: { ...admin, collection: 'users' } }, payload)
  // 2024's first semester of one registry accepted again with other counts (1 to 6 per month).
  await replaceAcceptedSemester(req, {
    registryId: registry.id,
    year: 2024,
    semester: 1,
    submissionId: null,
    births: months.map((month) => ({ month, liveBirths: 50_000, stillbirths: 400 })),
    cases: malformations.flatMap((doc) =>
      months.map((month) => ({
        malformationId: doc.id,
        month,
        cases: 1 + ((doc.number * 7 + month * 3 + run) % 6),
      })),
    ),
  })
  const start = performance.now()
  const release = await publishRelease(req)
  const elapsed = performance.now() - start
  console.log(
    `release #${release.number} (${release.number - 1} earlier)`.padEnd(48),
    `${(elapsed / 1000).toFixed(2)} s`,
  )
}
process.exit(0)
