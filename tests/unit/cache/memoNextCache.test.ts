import { beforeEach, describe, expect, it, vi } from 'vitest'

/** What the code asked of Next.js's data cache. */
const asked = vi.hoisted(() => ({
  cached: [] as { keyParts: string[]; tags: string[]; revalidate: number | false | undefined }[],
  expired: [] as { tag: string; profile: unknown }[],
}))

vi.mock('next/cache', () => ({
  unstable_cache:
    (
      read: () => Promise<unknown>,
      keyParts: string[],
      options: { tags: string[]; revalidate?: number | false },
    ) =>
    () => {
      asked.cached.push({ keyParts, tags: options.tags, revalidate: options.revalidate })
      return read()
    },
  revalidateTag: (tag: string, profile: unknown) => asked.expired.push({ tag, profile }),
}))

const { expireTags, memoize } = await import('@/lib/cache/memo')

beforeEach(() => {
  asked.cached.length = 0
  asked.expired.length = 0
})

describe('memoize inside a request', () => {
  it("keeps the read in Next.js's data cache under its key and tags, for an hour at most", async () => {
    const value = await memoize('surveillance:x', ['collection:a', 'global:b'], async () => 'rows')
    expect(value).toBe('rows')
    expect(asked.cached).toEqual([
      {
        keyParts: ['memo', 'surveillance:x'],
        tags: ['collection:a', 'global:b'],
        revalidate: 3600,
      },
    ])
  })

  it("passes a failed read's error on rather than reading twice", async () => {
    let calls = 0
    const read = async () => {
      calls += 1
      throw new Error('database down')
    }
    await expect(memoize('failing', [], read)).rejects.toThrow('database down')
    expect(calls).toBe(1)
  })
})

describe('expireTags inside a request', () => {
  it('expires each tag at once, not stale-while-revalidate', () => {
    expireTags(['collection:a', 'global:b'])
    expect(asked.expired).toEqual([
      { tag: 'collection:a', profile: { expire: 0 } },
      { tag: 'global:b', profile: { expire: 0 } },
    ])
  })
})
