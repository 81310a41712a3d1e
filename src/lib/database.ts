import fs from 'node:fs'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { env } from '@/env'
import { oneWriterAtATime, SQLITE_TRANSACTION } from './sqliteOneWriter'
import { transactionsWithinPool } from './transactionsWithinPool'

export const isPostgresUrl = (url: string | undefined): boolean =>
  Boolean(url && /^postgres(ql)?:\/\//.test(url))

/** How long a write waits for another process's write (blocking this process meanwhile). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000
/** Connections of each instance to PostgreSQL (node-postgres' default). */
export const POSTGRES_POOL_SIZE = 10
/** How long a write waits for its turn behind this process's other writes. */
export const WRITE_WAIT_MS = 60_000

export const sqliteFile = (): string => path.resolve(env.dataDir(), 'relamc.db')

/**
 * SQLite (a file under data/) unless DATABASE_URL is a postgres URL. Each
 * adapter has its own committed migrations; neither pushes schema changes.
 */
export function databaseAdapter() {
  const url = env.databaseUrl()
  if (url && isPostgresUrl(url)) {
    return transactionsWithinPool(
      postgresAdapter({
        pool: { connectionString: url, max: POSTGRES_POOL_SIZE },
        migrationDir: path.resolve('src/migrations/postgres'),
        push: false,
      }),
      { poolSize: POSTGRES_POOL_SIZE, maxWaitMs: WRITE_WAIT_MS },
    )
  }
  // SQLite cannot create the folder of its file.
  fs.mkdirSync(path.dirname(sqliteFile()), { recursive: true })
  return oneWriterAtATime(
    sqliteAdapter({
      client: { url: url && url.startsWith('file:') ? url : `file:${sqliteFile()}` },
      migrationDir: path.resolve('src/migrations/sqlite'),
      push: false,
      // Readers never block the writer. The journal mode is kept in the file, for every connection.
      wal: true,
      busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
      // Transactions for withTransaction (sqliteOneWriter keeps Payload's operations out of them).
      // IMMEDIATE takes the write lock at BEGIN: a transaction that read first could not wait
      // for it later, it would fail.
      transactionOptions: SQLITE_TRANSACTION,
    }),
    { busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS, maxWaitMs: WRITE_WAIT_MS },
  )
}
