import { describe, expect, it } from 'vitest'
import { monitoringSignals } from '@/lib/surveillance/monitoring/monitoringSignals'
import { anomalySeries, shiftMonth } from '@/lib/surveillance/monitoring/monthlySeries'
import { scanAnalysis } from '@/lib/surveillance/monitoring/scanAnalysis'
import { semiannualReport } from '@/lib/surveillance/monitoring/semiannualReport'
import type { CountsRow } from '@/lib/surveillance/submissions/aggregateCounts'
import { denominatorBirths } from '@/lib/surveillance/submissions/model'

/**
 * Three registries whose rates never change, each its own: A 4,000 births and
 * 8 cases a month (20 per 10,000), B 25,000 and 25 (10 per 10,000), C 3,000
 * and 12 (40 per 10,000), 2014–2025, for two anomalies with the same counts.
 */
const REGISTRIES = {
  A: { births: 4000, cases: 8 },
  B: { births: 25_000, cases: 25 },
  C: { births: 3000, cases: 12 },
} as const

function network(reports: (registry: keyof typeof REGISTRIES, month: string) => boolean) {
  const rows: CountsRow[] = []
  for (let month = '2014-01'; month <= '2025-06'; month = shiftMonth(month, 1))
    for (const registry of ['A', 'B', 'C'] as const) {
      if (!reports(registry, month)) continue
      const { births, cases } = REGISTRIES[registry]
      for (const malformation of [1, 2])
        rows.push({ registry, malformation, period: month, births, cases })
    }
  return rows
}

const semester = { year: 2025, half: 1 } as const

describe('the network compares each registry with its own baseline', () => {
  it('finds nothing when all report every month', () => {
    expect(
      semiannualReport(
        network(() => true),
        semester,
      ).attention,
    ).toEqual([])
  })

  it('finds nothing when the largest registry misses four months', () => {
    // B (the lowest rate) missing 2025-02 to 2025-05: pooled, the network's rate would jump.
    const rows = network(
      (registry, month) => registry !== 'B' || month < '2025-02' || month > '2025-05',
    )
    const report = semiannualReport(rows, semester)
    expect(report.attention).toEqual([])
    expect(monitoringSignals(rows, { alarm: semester, latest: semester })).toEqual([])
    // Observed equals expected in every month that some registry reported.
    const alarm = report.anomalies[0]!.alarm!
    expect(alarm.observed).toBeCloseTo(alarm.expected, 9)
  })

  it("gives the semester's births and cases of the registries complete for it, as the tables pool it", () => {
    const rows = network(
      (registry, month) => registry !== 'B' || month < '2025-02' || month > '2025-05',
    )
    const [anomaly] = semiannualReport(rows, semester).anomalies
    // B misses four months of 2025-S1, so the network's semester is A's and C's six months.
    expect(anomaly!.births).toBe(6 * (4000 + 3000))
    expect(anomaly!.cases).toBe(6 * (8 + 12))
  })

  it('finds nothing when a registry with a high rate joins', () => {
    // C reports from 2023 only: three times A's births' worth of rate above the others.
    const rows = network((registry, month) => registry !== 'C' || month >= '2023-01')
    expect(semiannualReport(rows, semester).attention).toEqual([])
  })

  it('still finds a real excess of one registry', () => {
    const rows = network(() => true).map((row) =>
      row.registry === 'A' && row.malformation === 1 && row.period >= '2025-03'
        ? { ...row, cases: row.cases! * 3 }
        : row,
    )
    const kinds = semiannualReport(rows, semester)
      .attention.filter((item) => item.malformation === 1)
      .map((item) => item.kind)
    // The semester, its twelve months and the four months' cluster. Each tripled month alone
    // (p = 0.013 by Farrington) is too weak once the narrow tests share half of the weight.
    expect(kinds).toEqual(['alarm', 'yearAlarm', 'cluster'])
  })
})

describe('scan windows', () => {
  it('never join the months on either side of a month not available', () => {
    // One registry, 1 case a month, 6 in 2025-02 and 2025-04 with 2025-03 not available.
    const rows: CountsRow[] = []
    for (let month = '2023-07'; month <= '2025-06'; month = shiftMonth(month, 1)) {
      const high = month === '2025-02' || month === '2025-04'
      const missing = month === '2025-03'
      rows.push({
        registry: 'A',
        malformation: 1,
        period: month,
        births: missing ? null : 1000,
        cases: missing ? null : high ? 6 : 1,
      })
    }
    const scan = scanAnalysis(anomalySeries(rows, 1), { to: '2025-06', months: 24 })
    if (!scan.available) throw new Error('expected a scan')
    expect(scan.notAvailable).toEqual(['2025-03'])
    // Joined across the gap, 2025-02 and 2025-04 (12 cases) would be the cluster.
    expect(scan.cluster.firstMonth).toBe(scan.cluster.lastMonth)
    expect(scan.cluster.observed).toBe(6)
  })
})

describe('denominatorBirths', () => {
  it('leaves a month without stillbirths out of rates unless the registry reports live births only', () => {
    expect(denominatorBirths({ liveBirths: 1000, stillbirths: 8 }, false)).toBe(1008)
    expect(denominatorBirths({ liveBirths: 1000, stillbirths: null }, false)).toBeNull()
    expect(denominatorBirths({ liveBirths: 1000, stillbirths: null }, true)).toBe(1000)
    expect(denominatorBirths({ liveBirths: null, stillbirths: 8 }, true)).toBeNull()
  })
})
