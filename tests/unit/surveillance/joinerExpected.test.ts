import { describe, expect, it } from 'vitest'

import { shiftMonth, type MonthlySeries } from '@/lib/surveillance/monitoring/monthlySeries'
import { standardizedMonths } from '@/lib/surveillance/monitoring/standardize'

const months = (from: string, to: string) => {
  const list: string[] = []
  for (let month = from; month <= to; month = shiftMonth(month, 1)) list.push(month)
  return list
}

/** A registry's series over `all`, reported from `joined` on with the given births and cases. */
function registry(all: string[], joined: string, births: number, cases: (month: string) => number) {
  return {
    months: all,
    births: all.map((month) => (month >= joined ? births : null)),
    cases: all.map((month) => (month >= joined ? cases(month) : null)),
  }
}

describe("a recent joiner's expected count", () => {
  const all = months('2023-01', '2024-12')
  // A: 1,000 births and 2 cases every month. B joins in 2024-10 (500 births) with no
  // case in its first two months, then 3 in 2024-12.
  const a = registry(all, '2023-01', 1000, () => 2)
  const b = registry(all, '2024-10', 500, (month) => (month === '2024-12' ? 3 : 0))
  const network: MonthlySeries = {
    months: all,
    births: all.map((_, i) => (a.births[i] ?? 0) + (b.births[i] ?? 0)),
    cases: all.map((_, i) => (a.cases[i] ?? 0) + (b.cases[i] ?? 0)),
    registries: [a, b],
  }

  it("comes from the network's rate while the joiner has no history of its own, so its cases are expected too", () => {
    // Baseline 2023-01…2024-11: B has 2 months there (rate 0 of its own); A's rate is 2/1,000.
    const [month] = standardizedMonths(network, ['2024-12'], all.slice(0, -1))
    // Observed 2 + 3; expected 1,000 × 0.002 + 500 × 0.002 = 3 (B's own rate would give 2).
    expect(month).toEqual({ month: '2024-12', observed: 5, expected: 3, births: 1500 })
  })

  it("comes from the joiner's own rate once it has twelve months", () => {
    const later = months('2023-01', '2025-12')
    const first = registry(later, '2023-01', 1000, () => 2)
    // B has 2 cases a month in 500 births: 4 per 1,000, twice A's rate.
    const joinedIn = (month: string): MonthlySeries => ({
      ...network,
      months: later,
      registries: [first, registry(later, month, 500, () => 2)],
    })
    const baseline = months('2024-01', '2025-11')
    // Joined 2024-10: 14 months of its own in the baseline, so B expects 500 × 0.004 = 2; A 2.
    const [withOwn] = standardizedMonths(joinedIn('2024-10'), ['2025-12'], baseline)
    expect(withOwn!.expected).toBeCloseTo(4, 12)
    // Joined 2025-01: 11 months, not yet a history; A's 2/1,000 gives B 1.
    const [tooShort] = standardizedMonths(joinedIn('2025-01'), ['2025-12'], baseline)
    expect(tooShort!.expected).toBeCloseTo(3, 12)
  })
})
