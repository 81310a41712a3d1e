import { describe, expect, it } from 'vitest'
import { collections } from '@/collections'
import { globals } from '@/globals'
import { cachedCollections, cachedGlobals } from '@/lib/cacheSources'
import { revalidationHooks } from '@/hooks/revalidate'

const count = (hooks: unknown[] | undefined, hook: unknown) =>
  (hooks ?? []).filter((h) => h === hook).length

describe('revalidation hooks', () => {
  it('are on every cached collection, once, media included', () => {
    expect(cachedCollections).toContain('media')
    for (const slug of cachedCollections) {
      const collection = collections.find((c) => c.slug === slug)
      expect(collection, slug).toBeDefined()
      expect(
        count(collection!.hooks?.afterChange, revalidationHooks.afterCollectionChange),
        slug,
      ).toBe(1)
      expect(
        count(collection!.hooks?.afterDelete, revalidationHooks.afterCollectionDelete),
        slug,
      ).toBe(1)
    }
  })

  it('are on every cached global, once', () => {
    for (const slug of cachedGlobals) {
      const global = globals.find((g) => g.slug === slug)
      expect(global, slug).toBeDefined()
      expect(count(global!.hooks?.afterChange, revalidationHooks.afterGlobalChange), slug).toBe(1)
    }
  })

  it('are left off what no public page caches', () => {
    for (const slug of ['users', 'contact-messages', 'alarm-reports', 'member-files']) {
      const collection = collections.find((c) => c.slug === slug)
      expect(collection, slug).toBeDefined()
      expect(
        count(collection!.hooks?.afterChange, revalidationHooks.afterCollectionChange),
        slug,
      ).toBe(0)
    }
  })
})
