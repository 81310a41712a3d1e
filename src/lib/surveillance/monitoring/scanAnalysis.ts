import {
  sampleGammaFactor,
  standardizedTemporalScan,
  type ReplicateWeights,
  type TemporalScanResult,
} from '@/lib/stats'
import type { ScanQuery } from './monitoringQuery'
import { shiftMonth, type MonthlySeries } from './monthlySeries'
import { monthOf, standardizedMonths, strataRates } from './standardize'

/** Fixed so that the same data always gives the same p-value, on the page, in the API and in reports. */
export const SCAN_SEED = 20_140_101
export const SCAN_REPLICATIONS = 999
/**
 * Replications when none of the first 999 reaches the cluster: its p-value
 * is then below 1/1000, too coarse to survive the adjustment over every test
 * of a run, so it is estimated down to 1/100,000 (a strong cluster costs
 * little per replication).
 */
export const SCAN_DEEP_REPLICATIONS = 99_999

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
      /** Monte Carlo replications behind the p-value. */
      replications: number
      /** Whether they were drawn with each registry's year-to-year variance (else Poisson). */
      overdispersed?: boolean
      /** The most likely cluster, with its first and last month. */
      cluster: TemporalScanResult & { firstMonth: string; lastMonth: string }
    }
  | { available: false; reason: 'noData' | 'noCases'; from: string | null; to: string | null }

/**
 * The most likely cluster in time over the last `months` months up to `to`
 * (Kulldorff's Poisson scan, windows up to half the span), on observed
 * against expected counts: each registry at its own rate over the window, so
 * the network's clusters are not made by registries coming and going. Months
 * not available are left out, never read as zero cases, and no window spans
 * one: the months on either side of a gap are never joined into a cluster.
 */
export function scanAnalysis(
  series: MonthlySeries,
  query: Pick<ScanQuery, 'to' | 'months'>,
  { variances }: { variances?: Map<MonthlySeries, number> } = {},
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
  const window = months.map((month) => month.month)
  const known: { month: string; observed: number; expected: number; segment: number }[] = []
  const notAvailable: string[] = []
  let segment = 0
  for (const month of standardizedMonths(series, window, window)) {
    const { observed, expected } = month
    if (observed === null || expected === null || (expected === 0 && observed > 0)) {
      notAvailable.push(month.month)
      segment++
    } else if (expected > 0) known.push({ month: month.month, observed, expected, segment })
    // A month expecting no case and holding none adds nothing to any window: skipped, no gap.
  }
  if (known.length === 0) return { available: false, reason: 'noData', from, to }
  if (known.every((month) => month.observed === 0))
    return { available: false, reason: 'noCases', from, to }
  const replicateWeights = variances
    ? overdispersedWeights(series, window, known, variances)
    : undefined
  const scan = (replications: number) =>
    standardizedTemporalScan({
      cases: known.map((month) => month.observed),
      expected: known.map((month) => month.expected),
      segments: known.map((month) => month.segment),
      maxWindow: Math.max(1, Math.floor(known.length / 2)),
      replications,
      seed: SCAN_SEED,
      replicateWeights,
    })
  let replications = SCAN_REPLICATIONS
  let result = scan(replications)
  if (result.llr > 0 && result.pValue <= 1 / (SCAN_REPLICATIONS + 1)) {
    replications = SCAN_DEEP_REPLICATIONS
    result = scan(replications)
  }
  return {
    available: true,
    from,
    to,
    months,
    notAvailable,
    replications,
    overdispersed: replicateWeights !== undefined,
    cluster: {
      ...result,
      firstMonth: known[result.start]!.month,
      lastMonth: known[result.end]!.month,
    },
  }
}

/**
 * The scan's replications under the fitted overdispersed null: each
 * registry's expected count of each month times a gamma factor of mean 1 and
 * variance κ (the registry's year-to-year variance), one per registry and
 * calendar year, so a year that runs high in every replication is no cluster.
 * Undefined when every κ is 0 (the Poisson null).
 */
function overdispersedWeights(
  series: MonthlySeries,
  window: string[],
  known: { month: string }[],
  variances: Map<MonthlySeries, number>,
): ReplicateWeights | undefined {
  const strata = strataRates(series, window)
    .filter(({ rate }) => rate !== null)
    .map(({ stratum, rate }) => ({
      kappa: variances.get(stratum) ?? 0,
      expected: known.map(({ month }) => {
        const value = monthOf(stratum, month)
        return value ? value.births * rate! : 0
      }),
    }))
  if (strata.every(({ kappa }) => kappa === 0)) return undefined
  const years = [...new Set(known.map(({ month }) => month.slice(0, 4)))]
  const yearOf = known.map(({ month }) => years.indexOf(month.slice(0, 4)))
  const weights = new Array<number>(known.length)
  return (random) => {
    weights.fill(0)
    for (const { kappa, expected } of strata) {
      const factors = years.map(() => (kappa > 0 ? sampleGammaFactor(random, 1 / kappa) : 1))
      for (let i = 0; i < known.length; i++) weights[i]! += expected[i]! * factors[yearOf[i]!]!
    }
    return weights
  }
}
