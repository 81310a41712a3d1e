/** What `run` answers instead of the work's result when every slot is taken and the queue is full. */
export const BUSY = Symbol('busy')

export interface WorkQueue {
  /**
   * Runs `work` as soon as a slot is free, in arrival order; answers BUSY at once, without
   * running it, when `running` works are under way and `waiting` more already wait.
   */
  run<T>(work: () => Promise<T> | T): Promise<T | typeof BUSY>
  /**
   * A slot for work whose end is known elsewhere (a page is done once its response is sent):
   * held until `release` is called, or `maxHoldMs` at most, so a release that never comes cannot
   * keep the slot. BUSY at once when the queue is full.
   */
  turn(maxHoldMs: number): Promise<{ release: () => void } | typeof BUSY>
  /** Works under way and waiting, for tests and logs. */
  readonly load: { running: number; waiting: number }
}

/**
 * A counting semaphore with a bounded queue: heavy work (a PDF, an uncached tables view) runs
 * at most `running` at a time so cheap requests keep their share of the event loop, and at most
 * `waiting` more wait for a turn; beyond that the caller answers "busy, come back later" instead
 * of piling up work (and memory) the server cannot finish in time.
 */
export function workQueue({ running, waiting }: { running: number; waiting: number }): WorkQueue {
  let active = 0
  const queue: (() => void)[] = []
  const self: WorkQueue = {
    get load() {
      return { running: active, waiting: queue.length }
    },
    async run(work) {
      if (active < running) active++
      else if (queue.length >= waiting) return BUSY
      // A freed slot passes straight to the first in line, so `active` is not decremented then.
      else await new Promise<void>((resolve) => queue.push(resolve))
      try {
        return await work()
      } finally {
        const next = queue.shift()
        if (next) next()
        else active--
      }
    },
    turn(maxHoldMs) {
      return new Promise((answer) => {
        const held = () =>
          new Promise<void>((done) => {
            const timer = setTimeout(done, maxHoldMs)
            answer({ release: () => (clearTimeout(timer), done()) })
          })
        void self.run(held).then((result) => result === BUSY && answer(BUSY))
      })
    },
  }
  return self
}

/** Seconds a refused caller is told to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5
