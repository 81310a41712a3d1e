import { describe, expect, it } from 'vitest'
import { yearSpan } from '@/lib/surveillance/releases/yearSpan'

describe('the years a release covers', () => {
  it('runs from the first to the last year of any period kind', () => {
    expect(
      yearSpan([
        { rows: [{ period: '2019-S2' }, { period: '2014' }] },
        { rows: [{ period: '2025-03' }] },
      ]),
    ).toEqual({ from: 2014, to: 2025 })
  })

  it('is null without rows', () => {
    expect(yearSpan([])).toBeNull()
    expect(yearSpan([{ rows: [] }])).toBeNull()
  })

  it("holds a network 16 times the demo's size (half a million rows)", () => {
    const rows = Array.from({ length: 500_000 }, (_, index) => ({
      period: `${1990 + (index % 29)}-${String((index % 12) + 1).padStart(2, '0')}`,
    }))
    expect(yearSpan([{ rows }])).toEqual({ from: 1990, to: 2018 })
  })
})
