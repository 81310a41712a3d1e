import type { Payload } from 'payload'
import { acceptedTables } from './acceptedTables'

/** The first and last month of the accepted cases ('YYYY-MM'), or null when none was accepted yet. */
export async function acceptedMonthRange(
  payload: Payload,
): Promise<{ from: string; to: string } | null> {
  const { db, ops, cases } = await acceptedTables(payload)
  const [range]: { from: string | null; to: string | null }[] = await db
    .select({ from: ops.min(cases.month), to: ops.max(cases.month) })
    .from(cases)
  return range?.from && range.to ? { from: range.from, to: range.to } : null
}
