import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * One database for the integration run: a fresh SQLite file in a temp folder,
 * or the PostgreSQL of TEST_DATABASE_URL wiped clean. Migrations are applied
 * (never schema push) and the demo content is loaded, as `npm start` does.
 */
export default async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-int-'))
  process.env.DATA_DIR = dir
  process.env.OUTBOX_DIR = path.join(dir, 'outbox')
  process.env.PAYLOAD_SECRET = 'integration-test-secret'
  delete process.env.SMTP_URL
  if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL
  else delete process.env.DATABASE_URL

  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { seed } = await import('@/seed')
  const payload = await getPayload({ config })
  const { migrations } = process.env.TEST_DATABASE_URL
    ? await import('@/migrations/postgres')
    : await import('@/migrations/sqlite')
  // The test PostgreSQL database is shared between runs: start from an empty schema.
  if (process.env.TEST_DATABASE_URL)
    await (
      payload.db as unknown as { dropDatabase: (a: { adapter: unknown }) => Promise<void> }
    ).dropDatabase({ adapter: payload.db })
  // Given explicitly: Payload's own file discovery cannot import .ts files under Vitest.
  type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  await seed(payload)
  await payload.destroy()

  return () => fs.rmSync(dir, { recursive: true, force: true })
}
