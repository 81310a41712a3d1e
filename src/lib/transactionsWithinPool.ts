import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'
import { queueTransactions } from './queuedTransactions'
import { turns } from './turns'

/**
 * A transaction holds one pooled connection until it ends, and some of
 * Payload's queries inside it run on another (the edit-lock check of an update
 * does). With every connection held by a transaction, each would wait for a
 * free one forever. The adapter keeps one connection for itself (to notice a
 * lost server), so transactions leave one more free: the others wait for a turn.
 */
export function transactionsWithinPool(
  adapter: DatabaseAdapterObj<PostgresAdapter>,
  { poolSize, maxWaitMs }: { poolSize: number; maxWaitMs: number },
): DatabaseAdapterObj<PostgresAdapter> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      queueTransactions(db, turns(Math.max(1, poolSize - 2), maxWaitMs))
      return db
    },
  }
}
