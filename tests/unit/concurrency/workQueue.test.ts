import { describe, expect, it, vi } from 'vitest'
import { BUSY, workQueue } from '@/lib/concurrency/workQueue'

/** A piece of work that finishes only when the test says so, and notes when it started. */
function gatedWork(started: string[], name: string) {
  let finish!: () => void
  const gate = new Promise<void>((resolve) => (finish = resolve))
  const work = async () => {
    started.push(name)
    await gate
    return name
  }
  return { work, finish }
}

describe('the work queue', () => {
  it('runs at most `running` works at once and queues `waiting` more, refusing the rest at once', async () => {
    const queue = workQueue({ running: 2, waiting: 3 })
    const started: string[] = []
    const works = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => gatedWork(started, name))
    const results = works.map(({ work }) => queue.run(work))
    // The two over the queue's size are answered without waiting for anything.
    expect(await results[5]).toBe(BUSY)
    expect(await results[6]).toBe(BUSY)
    expect(started).toEqual(['a', 'b'])
    expect(queue.load).toEqual({ running: 2, waiting: 3 })

    works[1]!.finish()
    expect(await results[1]).toBe('b')
    // The freed slot went to the first in line.
    expect(started).toEqual(['a', 'b', 'c'])
    expect(queue.load).toEqual({ running: 2, waiting: 2 })

    for (const { finish } of works) finish()
    expect(await Promise.all(results.slice(0, 5))).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(queue.load).toEqual({ running: 0, waiting: 0 })
  })

  it('frees the slot of a work that fails, and passes the failure to its caller', async () => {
    const queue = workQueue({ running: 1, waiting: 0 })
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(queue.load).toEqual({ running: 0, waiting: 0 })
    expect(await queue.run(() => 'next')).toBe('next')
  })

  it('takes new work again once the queue has room', async () => {
    const queue = workQueue({ running: 1, waiting: 0 })
    const started: string[] = []
    const first = gatedWork(started, 'first')
    const running = queue.run(first.work)
    expect(await queue.run(() => 'refused')).toBe(BUSY)
    first.finish()
    await running
    expect(await queue.run(() => 'accepted')).toBe('accepted')
  })

  it('gives turns held until released, in order, and refuses one when the queue is full', async () => {
    const queue = workQueue({ running: 1, waiting: 1 })
    const first = await queue.turn(60_000)
    const second = queue.turn(60_000)
    expect(await queue.turn(60_000)).toBe(BUSY)
    expect(queue.load).toEqual({ running: 1, waiting: 1 })
    if (first === BUSY) throw new Error('the first turn was refused')
    first.release()
    const next = await second
    expect(next).not.toBe(BUSY)
    expect(queue.load).toEqual({ running: 1, waiting: 0 })
    if (next !== BUSY) next.release()
    // Let the queue see the release.
    await new Promise((resolve) => setImmediate(resolve))
    expect(queue.load).toEqual({ running: 0, waiting: 0 })
  })

  it('takes back a turn never released once its longest hold is over', async () => {
    vi.useFakeTimers()
    try {
      const queue = workQueue({ running: 1, waiting: 0 })
      expect(await queue.turn(30_000)).not.toBe(BUSY)
      expect(await queue.turn(30_000)).toBe(BUSY)
      await vi.advanceTimersByTimeAsync(30_000)
      expect(queue.load).toEqual({ running: 0, waiting: 0 })
      expect(await queue.turn(30_000)).not.toBe(BUSY)
    } finally {
      vi.useRealTimers()
    }
  })
})
