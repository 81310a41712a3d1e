import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'
import { queueTransactions } from './queuedTransactions'
import { turns } from './turns'

/** What `withTransaction` asks for: BEGIN IMMEDIATE takes the write lock at once. */
export const SQLITE_TRANSACTION = { behavior: 'immediate' } as const

/** The adapter's methods that change data; each takes `{ req, … }`. */
const WRITES = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const satisfies readonly (keyof BaseDatabaseAdapter)[]

type Write = (args: { req?: Partial<PayloadRequest> }) => Promise<unknown>

export interface OneWriterOptions {
  /** How long a write of another process may hold the database before ours fails (blocks this process). */
  busyTimeoutMs: number
  /** How long a write of this process waits for its turn behind the others (without blocking). */
  maxWaitMs: number
}

/**
 * SQLite lets one writer in at a time, and its driver here is synchronous: a
 * connection waiting on SQLite's busy timeout would stop the event loop, so
 * the writer it waits for, in the same process, could never finish. Writes of
 * this process therefore queue here, in order and without blocking: a
 * transaction (asked for with SQLITE_TRANSACTION) holds the turn from begin to
 * commit or rollback, and a write outside one holds it while it runs. Each
 * turn first sets the busy timeout on the connection it writes with, so a
 * write of another process (a migration, a script) is waited for too: the
 * client opens a fresh connection, without that setting, whenever a
 * transaction takes its current one.
 */
export function oneWriterAtATime(
  adapter: DatabaseAdapterObj<SQLiteAdapter>,
  { busyTimeoutMs, maxWaitMs }: OneWriterOptions,
): DatabaseAdapterObj<SQLiteAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const writer = turns(1, maxWaitMs)
      const waitForOtherProcesses = () => db.drizzle.run(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
      queueTransactions(db, writer, waitForOtherProcesses)
      // Payload's own operations ask without options: they run without a transaction, as
      // Payload advises for SQLite. Some write outside their transaction on purpose (the
      // password-reset request does), which one writer at a time cannot allow.
      const begin = db.beginTransaction.bind(db)
      db.beginTransaction = async (options) => (options ? begin(options) : null)
      for (const name of WRITES) {
        const write = (db[name] as Write).bind(db)
        const queued: Write = async (writeArgs) =>
          // Inside a transaction the turn is already the transaction's. Payload leaves a
          // promise of null here when it asked for one and got none.
          (await writeArgs?.req?.transactionID)
            ? write(writeArgs)
            : writer.run(async () => {
                await waitForOtherProcesses()
                return write(writeArgs)
              })
        Object.assign(db, { [name]: queued })
      }
      return db
    },
  }
}
