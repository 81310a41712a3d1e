import { describe, expect, it } from 'vitest'
import { forgetTags, memoize } from '@/lib/cache/memo'

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

describe('memoize', () => {
  it('reads once and answers later calls from memory', async () => {
    const source = counter()
    expect(await memoize('once', ['collection:a'], source.read)).toBe(1)
    expect(await memoize('once', ['collection:a'], source.read)).toBe(1)
    expect(source.calls).toBe(1)
  })

  it('shares one read between concurrent first calls', async () => {
    const source = counter()
    const values = await Promise.all([1, 2, 3].map(() => memoize('shared', [], source.read)))
    expect(values).toEqual([1, 1, 1])
    expect(source.calls).toBe(1)
  })

  it('reads again after one of its tags is expired, and only then', async () => {
    const source = counter()
    await memoize('tagged', ['collection:b', 'global:c'], source.read)
    forgetTags(['collection:other'])
    expect(await memoize('tagged', ['collection:b', 'global:c'], source.read)).toBe(1)
    forgetTags(['global:c'])
    expect(await memoize('tagged', ['collection:b', 'global:c'], source.read)).toBe(2)
  })

  it('keeps no failed read', async () => {
    let fail = true
    const read = async () => {
      if (fail) throw new Error('database down')
      return 'rows'
    }
    await expect(memoize('failing', [], read)).rejects.toThrow('database down')
    fail = false
    expect(await memoize('failing', [], read)).toBe('rows')
  })
})
