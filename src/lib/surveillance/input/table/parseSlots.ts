/**
 * At most this many files are parsed at once (one per core of a small server),
 * and at most this many more wait for a turn; beyond that the caller is told
 * to come back, so a burst of uploads cannot exhaust the server's memory.
 */
export const PARSING_AT_ONCE = 2
export const WAITING_AT_MOST = 8

let running = 0
const waiting: (() => void)[] = []

/** Runs `work` in a parse slot, waiting for one if needed; 'busy' when the queue is full. */
export async function inParseSlot<T>(work: () => Promise<T>): Promise<T | 'busy'> {
  if (running < PARSING_AT_ONCE) running++
  else if (waiting.length >= WAITING_AT_MOST) return 'busy'
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await work()
  } finally {
    // The slot passes straight to the next in line, or frees up.
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}
