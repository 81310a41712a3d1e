import { BUSY, workQueue } from '@/lib/concurrency/workQueue'

/**
 * At most this many files are parsed at once (one per core of a small server),
 * and at most this many more wait for a turn; beyond that the caller is told
 * to come back, so a burst of uploads cannot exhaust the server's memory.
 */
export const PARSING_AT_ONCE = 2
export const WAITING_AT_MOST = 8

const parsing = workQueue({ running: PARSING_AT_ONCE, waiting: WAITING_AT_MOST })

/** Runs `work` in a parse slot, waiting for one if needed; 'busy' when the queue is full. */
export async function inParseSlot<T>(work: () => Promise<T>): Promise<T | 'busy'> {
  const result = await parsing.run(work)
  return result === BUSY ? 'busy' : result
}
