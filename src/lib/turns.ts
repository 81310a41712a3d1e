import { AsyncLocalStorage } from 'node:async_hooks'

export class TurnTimeout extends Error {
  constructor(waitedMs: number) {
    super(`The database was busy with other writes for ${waitedMs / 1000} s`)
    this.name = 'TurnTimeout'
  }
}

export interface Turns {
  /** Waits for a turn; calling the returned function passes it on (only its first call counts). */
  take(): Promise<() => void>
  /** Runs `work` in a turn of its own, or in the caller's when `run` already gave it one. */
  run<T>(work: () => Promise<T>): Promise<T>
}

/**
 * At most `capacity` holders at a time, the others served in arrival order,
 * waiting without blocking the event loop. A caller that waits longer than
 * `maxWaitMs` gets a TurnTimeout instead of waiting forever behind a holder
 * that never finishes.
 */
export function turns(capacity: number, maxWaitMs: number): Turns {
  let holders = 0
  const waiting: (() => void)[] = []
  const holding = new AsyncLocalStorage<true>()

  const passOn = () => {
    const next = waiting.shift()
    if (next) next()
    else holders--
  }

  async function take(): Promise<() => void> {
    if (holders >= capacity)
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(turn), 1)
          reject(new TurnTimeout(maxWaitMs))
        }, maxWaitMs)
        waiting.push(turn)
      })
    else holders++
    let released = false
    return () => {
      if (released) return
      released = true
      passOn()
    }
  }

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (holding.getStore()) return work()
    const release = await take()
    try {
      return await holding.run(true, work)
    } finally {
      release()
    }
  }

  return { take, run }
}
