import type { PayloadRequest } from 'payload'
import { SQLITE_TRANSACTION } from '@/lib/sqliteOneWriter'

/**
 * Runs `work` in one database transaction shared through `req`: every Local API
 * call and batch insert that is given `req` commits or rolls back together.
 * On SQLite only a transaction asked for this way is opened (src/lib/database.ts):
 * Payload's own operations run without one there. Inside a caller's
 * transaction, `work` joins it.
 */
export async function withTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  // Payload leaves a promise of null on `req` when it asked SQLite for a transaction and got none.
  if (await req.transactionID) return work()
  const adapter = req.payload.db
  const id = await adapter.beginTransaction(
    adapter.name === 'sqlite' ? SQLITE_TRANSACTION : undefined,
  )
  if (id === null) throw new Error('The database could not open a transaction')
  req.transactionID = id
  try {
    const result = await work()
    await adapter.commitTransaction(id)
    return result
  } catch (error) {
    await adapter.rollbackTransaction(id)
    throw error
  } finally {
    delete req.transactionID
  }
}
