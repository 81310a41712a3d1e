import { describe, expect, it } from 'vitest'
import type { CollectionBeforeChangeHook } from 'payload'
import { publicationSummary } from '@/hooks/publicationSummary'

const run = (data: Record<string, unknown>, originalDoc?: Record<string, unknown>) =>
  publicationSummary({ data, originalDoc } as Parameters<CollectionBeforeChangeHook>[0]) as Record<
    string,
    unknown
  >

describe('publicationSummary', () => {
  it('is the citation the site writes from the fields', () => {
    expect(
      run({ authors: [{ name: 'Lee, Ann' }], title: 'Title', journal: 'J', year: 2020 }).summary,
    ).toBe('Lee A. Title. J. 2020.')
  })

  it('reads the saved fields a partial update leaves out', () => {
    const saved = {
      id: 1,
      authors: [{ name: 'Lee, Ann' }],
      title: 'Title',
      journal: 'J',
      year: 2020,
    }
    expect(run({ year: 2021 }, saved).summary).toBe('Lee A. Title. J. 2021.')
  })

  it('is the free-text citation when there is no title', () => {
    expect(run({ citation: 'Texto livre.' }).summary).toBe('Texto livre.')
  })
})
