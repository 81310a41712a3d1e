import type { PayloadRequest } from 'payload'

/**
 * Runs `work` in one database transaction shared through `req`: every Local API
 * call and batch insert that is given `req` commits or rolls back together.
 * Both adapters have Payload transactions on (src/lib/database.ts). Inside a
 * caller's transaction, `work` joins it.
 */
export async function withTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  if (req.transactionID) return work()
  const adapter = req.payload.db
  const id = await adapter.beginTransaction()
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
