import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/**
 * An S3-protocol server (s3rver) on this machine, and the site configured for
 * it the way an office would: an endpoint and keys, no bucket name, so the
 * default `relamc-bucket` is used and created on start. SQLite in a temporary
 * folder, migrated and seeded, as the integration suite does.
 */
export default async function setup() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relamc-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dir, 'bucket-store'),
  })
  const { port } = await server.run()
  Object.assign(process.env, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    DATA_DIR: path.join(dir, 'data'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    PAYLOAD_SECRET: 'object-storage-test-secret',
  })
  delete process.env.S3_BUCKET
  delete process.env.DATABASE_URL
  delete process.env.SMTP_URL

  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrations } = await import('@/migrations/sqlite')
  const { seed } = await import('@/seed')
  const payload = await getPayload({ config })
  type Migrations = NonNullable<Parameters<typeof payload.db.migrate>[0]>['migrations']
  await payload.db.migrate({ migrations: migrations as unknown as Migrations })
  await seed(payload)
  await payload.destroy()

  return async () => {
    await server.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
