import { afterEach, describe, expect, it, vi } from 'vitest'
import { TurnTimeout, turns } from '@/lib/turns'

afterEach(() => {
  vi.useRealTimers()
})

/** Settles pending promise callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('turns', () => {
  it('lets in as many holders as its capacity, then the others in arrival order', async () => {
    const queue = turns(2, 60_000)
    const order: string[] = []
    const first = await queue.take()
    const second = await queue.take()
    const waiting = ['c', 'd', 'e'].map((name) =>
      queue.take().then((release) => {
        order.push(name)
        return release
      }),
    )
    await settle()
    expect(order).toEqual([])
    first()
    first() // a second call of the same release passes nothing on
    await settle()
    expect(order).toEqual(['c'])
    second()
    await settle()
    expect(order).toEqual(['c', 'd'])
    ;(await waiting[0]!)()
    await settle()
    expect(order).toEqual(['c', 'd', 'e'])
  })

  it('runs nested work in the caller’s turn instead of waiting for itself', async () => {
    const queue = turns(1, 60_000)
    const result = await queue.run(() => queue.run(async () => 'inner'))
    expect(result).toBe('inner')
    // The turn is free again afterwards.
    const release = await queue.take()
    release()
  })

  it('frees the turn when the work fails', async () => {
    const queue = turns(1, 60_000)
    await expect(
      queue.run(async () => {
        throw new Error('failed')
      }),
    ).rejects.toThrow('failed')
    const release = await queue.take()
    release()
  })

  it('gives up after the longest wait, and the one who gave up is not served later', async () => {
    vi.useFakeTimers()
    const queue = turns(1, 1000)
    const holder = await queue.take()
    const gaveUp = queue.take()
    const failure = expect(gaveUp).rejects.toBeInstanceOf(TurnTimeout)
    await vi.advanceTimersByTimeAsync(1000)
    await failure
    const next = queue.take()
    holder()
    const release = await next
    release()
  })
})
