import type { Payload } from 'payload'
import { acceptedTables } from './acceptedTables'

/**
 * The first and last month of the accepted cases ('YYYY-MM'), or null when none was accepted yet.
 * Two lookups at the ends of the month index: SQLite answers min() and max() in one query by
 * reading the whole index, which every render of the tables page would pay.
 */
export async function acceptedMonthRange(
  payload: Payload,
): Promise<{ from: string; to: string } | null> {
  const { db, ops, cases } = await acceptedTables(payload)
  const end = async (order: typeof ops.asc): Promise<string | undefined> => {
    const [row]: { month: string }[] = await db
      .select({ month: cases.month })
      .from(cases)
      .orderBy(order(cases.month))
      .limit(1)
    return row?.month
  }
  const [from, to] = await Promise.all([end(ops.asc), end(ops.desc)])
  return from && to ? { from, to } : null
}
