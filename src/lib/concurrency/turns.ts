/**
 * Lets the event loop answer other requests (a health check, a page) between two batches of long
 * work: a macrotask, unlike an `await` of a settled promise, which runs before any I/O.
 */
export const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Items handled between two turns: a few milliseconds of work for most per-item functions. */
export const ITEMS_PER_TURN = 1000

/**
 * Calls `work` on each item in order, giving the event loop a turn every `perTurn` items, so a
 * request handling tens of thousands of records never holds the server for more than a batch.
 */
export async function forEachInTurns<T>(
  items: readonly T[],
  work: (item: T, index: number) => void,
  perTurn = ITEMS_PER_TURN,
): Promise<void> {
  for (let index = 0; index < items.length; index++) {
    if (index > 0 && index % perTurn === 0) await yieldToLoop()
    work(items[index]!, index)
  }
}
