import { HeadBucketCommand } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { createClient } from 'redis'
import { env } from '@/env'
import { isPostgresUrl } from '@/lib/database'
import { s3Client } from '@/lib/storage'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { withTimeout } from './withTimeout'

/** How long each check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2000

/**
 * A check's outcome. A failure says only which fixed kind it was: an error's own message may
 * hold a connection string or a password, so it goes to the server's log, never to the answer.
 */
export type Check =
  { ok: true; [detail: string]: unknown } | { ok: false; [detail: string]: unknown; error: string }

const failed = (payload: Payload, name: string, error: unknown): Check => {
  payload.logger.warn({ err: error }, `Readiness: ${name} check failed`)
  return { ok: false, error: /timed out/.test(String(error)) ? 'timeout' : 'unreachable' }
}

/** The names of the migrations applied to the database, read through the Local API. */
const appliedMigrations = async (payload: Payload): Promise<Set<string>> => {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Set(docs.flatMap((doc) => doc.name ?? []))
}

/**
 * Database and migrations in one query: the database answers the read of
 * `payload-migrations`, and every migration committed for the active adapter is in it.
 */
export async function databaseChecks(
  payload: Payload,
): Promise<{ database: Check; migrations: Check }> {
  let applied: Set<string>
  try {
    applied = await withTimeout(appliedMigrations(payload), CHECK_TIMEOUT_MS)
  } catch (error) {
    const database = failed(payload, 'database', error)
    return { database, migrations: { ok: false, error: 'database unreachable' } }
  }
  const committed = isPostgresUrl(env.databaseUrl()) ? postgresMigrations : sqliteMigrations
  const pending = committed.map(({ name }) => name).filter((name) => !applied.has(name))
  return {
    database: { ok: true },
    migrations:
      pending.length === 0
        ? { ok: true, applied: committed.length }
        : { ok: false, error: 'pending migrations', pending },
  }
}

/** Redis answers PING; asked only when REDIS_URL is set. */
export async function redisCheck(payload: Payload, url: string): Promise<Check> {
  const client = createClient({
    url,
    socket: { connectTimeout: CHECK_TIMEOUT_MS, reconnectStrategy: false },
  })
  // Without a listener, a connection error would be thrown as an unhandled event.
  client.on('error', () => {})
  try {
    await withTimeout(
      client.connect().then(() => client.ping()),
      CHECK_TIMEOUT_MS,
    )
    return { ok: true }
  } catch (error) {
    return failed(payload, 'redis', error)
  } finally {
    if (client.isOpen) await client.disconnect().catch(() => {})
  }
}

/** The bucket answers HEAD; asked only when object storage is configured. */
export async function storageCheck(payload: Payload, bucket: string): Promise<Check> {
  const client = s3Client()
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }), {
      abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    })
    return { ok: true }
  } catch (error) {
    return failed(payload, 'storage', error)
  } finally {
    client.destroy()
  }
}
