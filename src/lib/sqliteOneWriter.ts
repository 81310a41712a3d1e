import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload'
import { writeTurns } from './writeTurns'

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
type TransactionId = Parameters<BaseDatabaseAdapter['commitTransaction']>[0]

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
 * transaction holds the turn from begin to commit or rollback, and a write
 * outside one holds it while it runs. Each turn first sets the busy timeout on
 * the connection it writes with, so a write of another process (a jobs
 * worker, a backup, a migration) is waited for too: the client opens a fresh
 * connection, without that setting, whenever a transaction takes its current one.
 */
export function oneWriterAtATime(
  adapter: DatabaseAdapterObj<SQLiteAdapter>,
  { busyTimeoutMs, maxWaitMs }: OneWriterOptions,
): DatabaseAdapterObj<SQLiteAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const turns = writeTurns(maxWaitMs)
      const held = new Map<number | string, () => void>()
      const waitForOtherProcesses = () => db.drizzle.run(`PRAGMA busy_timeout = ${busyTimeoutMs}`)

      const begin = db.beginTransaction.bind(db)
      db.beginTransaction = async (options) => {
        const release = await turns.take()
        try {
          await waitForOtherProcesses()
          const id = await begin(options)
          if (id === null) release()
          else held.set(id, release)
          return id
        } catch (error) {
          release()
          throw error
        }
      }
      const ending =
        (end: (id: TransactionId) => Promise<void>) => async (incoming: TransactionId) => {
          const id = await incoming
          try {
            await end(id)
          } finally {
            held.get(id)?.()
            held.delete(id)
          }
        }
      db.commitTransaction = ending(db.commitTransaction.bind(db))
      db.rollbackTransaction = ending(db.rollbackTransaction.bind(db))

      for (const name of WRITES) {
        const write = (db[name] as Write).bind(db)
        const queued: Write = (writeArgs) =>
          // Inside a transaction the turn is already the transaction's.
          writeArgs?.req?.transactionID
            ? write(writeArgs)
            : turns.run(async () => {
                await waitForOtherProcesses()
                return write(writeArgs)
              })
        Object.assign(db, { [name]: queued })
      }
      return db
    },
  }
}
