import { describe, expect, it } from 'vitest'
import { expireTags, memoize } from '@/lib/cache/memo'

/** A read that counts its calls and answers with the call number. */
function counter() {
  let calls = 0
  return {
    read: async () => ++calls,
    get calls() {
      return calls
    },
  }
}

/** Outside a Next.js request (scripts, jobs, these tests) there is no data cache to keep reads in. */
describe('memoize outside a request', () => {
  it('reads from the source each time', async () => {
    const source = counter()
    expect(await memoize('outside', ['collection:a'], source.read)).toBe(1)
    expect(await memoize('outside', ['collection:a'], source.read)).toBe(2)
    expect(source.calls).toBe(2)
  })

  it("passes a failed read's error on", async () => {
    const read = async () => {
      throw new Error('database down')
    }
    await expect(memoize('failing', [], read)).rejects.toThrow('database down')
  })
})

describe('expireTags outside a request', () => {
  it('has nothing to expire and does not throw', () => {
    expect(() => expireTags(['collection:a', 'global:b'])).not.toThrow()
  })
})
