import { temporalScan, type TemporalScanResult } from '@/lib/stats'
import type { ScanQuery } from './monitoringQuery'
import { shiftMonth, type MonthlySeries } from './monthlySeries'

/** Fixed so that the same data always gives the same p-value, on the page, in the API and in reports. */
export const SCAN_SEED = 20_140_101
export const SCAN_REPLICATIONS = 999

export interface ScanMonth {
  month: string
  births: number | null
  cases: number | null
}

export type ScanResult =
  | {
      available: true
      from: string
      to: string
      /** Every month of the window, the ones not available included (as null). */
      months: ScanMonth[]
      /** Months left out of the scan because births or cases are not available. */
      notAvailable: string[]
      /** The most likely cluster, with its first and last month. */
      cluster: TemporalScanResult & { firstMonth: string; lastMonth: string }
    }
  | { available: false; reason: 'noData' | 'noCases'; from: string | null; to: string | null }

/**
 * The most likely cluster in time over the last `months` months up to `to`
 * (Kulldorff's Poisson scan, windows up to half the span). Months not
 * available are left out of the scan, never read as zero cases.
 */
export function scanAnalysis(
  series: MonthlySeries,
  query: Pick<ScanQuery, 'to' | 'months'>,
): ScanResult {
  const latest = series.months.at(-1)
  if (!latest) return { available: false, reason: 'noData', from: null, to: query.to }
  const to = query.to ?? latest
  const from = shiftMonth(to, -(query.months - 1))
  const index = new Map(series.months.map((month, i) => [month, i]))
  const months: ScanMonth[] = []
  for (let month = from; month <= to; month = shiftMonth(month, 1)) {
    const i = index.get(month)
    months.push({
      month,
      births: i === undefined ? null : series.births[i]!,
      cases: i === undefined ? null : series.cases[i]!,
    })
  }
  const known = months.filter(
    (month): month is { month: string; births: number; cases: number } =>
      month.births !== null && month.births > 0 && month.cases !== null,
  )
  const scanned = new Set(known.map((month) => month.month))
  if (known.length === 0) return { available: false, reason: 'noData', from, to }
  if (known.every((month) => month.cases === 0))
    return { available: false, reason: 'noCases', from, to }
  const result = temporalScan({
    cases: known.map((month) => month.cases),
    births: known.map((month) => month.births),
    maxWindow: Math.max(1, Math.floor(known.length / 2)),
    replications: SCAN_REPLICATIONS,
    seed: SCAN_SEED,
  })
  return {
    available: true,
    from,
    to,
    months,
    notAvailable: months.filter((month) => !scanned.has(month.month)).map((month) => month.month),
    cluster: {
      ...result,
      firstMonth: known[result.start]!.month,
      lastMonth: known[result.end]!.month,
    },
  }
}
