import { describe, expect, it } from 'vitest'
import { discloseSignalCount } from '@/lib/surveillance/disclosure/signalCounts'
import { countByConclusion } from '@/lib/surveillance/signals/countByConclusion'
import { conclusionOf } from '@/lib/surveillance/signals/followUp'

const anonymous = { viewer: { kind: 'anonymous' as const }, threshold: 5 }
const member = {
  viewer: { kind: 'member' as const, registries: ['AR-RENAC'], seesOthers: true },
  threshold: 5,
}
const admin = { viewer: { kind: 'admin' as const }, threshold: 5 }

describe('signal counts by conclusion', () => {
  it('withholds counts of 1 to 4 from everyone but the office, and shows 0 and 5', () => {
    for (const count of [1, 2, 3, 4]) {
      expect(discloseSignalCount(count, anonymous)).toEqual({ withheld: 'small' })
      // Pooled over every registry: a member sees them as a visitor does.
      expect(discloseSignalCount(count, member)).toEqual({ withheld: 'small' })
      expect(discloseSignalCount(count, admin)).toEqual({ count })
    }
    expect(discloseSignalCount(0, anonymous)).toEqual({ count: 0 })
    expect(discloseSignalCount(5, anonymous)).toEqual({ count: 5 })
    expect(discloseSignalCount(2, { ...anonymous, threshold: 0 })).toEqual({ count: 2 })
  })

  it('counts a concluded signal by its conclusion, an open retracted one as retracted', () => {
    expect(conclusionOf({ status: 'new' })).toBe('open')
    expect(conclusionOf({ status: 'under-investigation' })).toBe('open')
    expect(conclusionOf({ status: 'new', retractedAt: '2026-02-01T00:00:00Z' })).toBe('retracted')
    expect(conclusionOf({ status: 'data-error', retractedAt: '2026-02-01T00:00:00Z' })).toBe(
      'data-error',
    )
    expect(conclusionOf({ status: 'confirmed' })).toBe('confirmed')
  })

  it('groups by the year of detection (UTC), years in order', () => {
    const rows = countByConclusion([
      { detectedAt: '2025-12-31T23:59:00Z', status: 'closed' },
      { detectedAt: '2024-01-01T00:00:00Z', status: 'new' },
      { detectedAt: '2025-01-01T00:00:00Z', status: 'explained' },
      { detectedAt: '2025-06-01T00:00:00Z', status: 'new', retractedAt: '2025-07-01T00:00:00Z' },
    ])
    expect(rows.map((row) => row.year)).toEqual([2024, 2025])
    expect(rows[0]!.counts).toEqual({
      open: 1,
      'data-error': 0,
      explained: 0,
      confirmed: 0,
      closed: 0,
      retracted: 0,
    })
    expect(rows[1]!.counts).toEqual({
      open: 0,
      'data-error': 0,
      explained: 1,
      confirmed: 0,
      closed: 1,
      retracted: 1,
    })
  })
})
