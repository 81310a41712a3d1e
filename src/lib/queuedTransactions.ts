import type { BaseDatabaseAdapter } from 'payload'
import type { Turns } from './turns'

type TransactionId = Parameters<BaseDatabaseAdapter['commitTransaction']>[0]

/**
 * Makes each of the adapter's transactions hold one of `turns` from begin to
 * commit or rollback: a transaction waits for a turn instead of failing or
 * starving the others. `beforeBegin` runs in the turn, just before BEGIN.
 */
export function queueTransactions(
  db: BaseDatabaseAdapter,
  turns: Turns,
  beforeBegin: () => Promise<unknown> = async () => undefined,
): void {
  const held = new Map<number | string, () => void>()
  const begin = db.beginTransaction.bind(db)
  db.beginTransaction = async (options) => {
    const release = await turns.take()
    try {
      await beforeBegin()
      const id = await begin(options)
      if (id === null) release()
      else held.set(id, release)
      return id
    } catch (error) {
      release()
      throw error
    }
  }
  const ending = (end: (id: TransactionId) => Promise<void>) => async (incoming: TransactionId) => {
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
}
