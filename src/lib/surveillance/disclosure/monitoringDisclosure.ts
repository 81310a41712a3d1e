import type { EndemicChannelResult } from '../monitoring/endemicChannelAnalysis'
import type { ScanMonth, ScanResult } from '../monitoring/scanAnalysis'
import type { TrendResult } from '../monitoring/trendAnalysis'

/**
 * What a viewer who does not see a registry (or the network) exactly gets of its monitoring:
 * the statistics — zones, the cluster's months, its relative risk, trends, p-values — and no
 * count. Monthly and yearly births and cases, the cluster's observed and expected cases and its
 * log-likelihood ratio are withheld (null); ratios are rounded (relative risk and percent change to
 * one decimal) so that no count is worked back from them; the endemic channel is drawn as an
 * index, each period's band centre = 100 (whole numbers), so its zones stay and no rate or count
 * of a month or year is shown.
 */

/** The endemic channel as an index: each period's values over its band centre, × 100, rounded. */
export type DisclosedEndemicChannel = EndemicChannelResult & { indexed?: true }

export function discloseEndemicChannel(result: EndemicChannelResult): DisclosedEndemicChannel {
  if (!result.available) return result
  const index = (value: number, centre: number) =>
    centre > 0 && Number.isFinite(value) ? Math.round((value / centre) * 100) : 0
  return {
    ...result,
    indexed: true,
    periods: result.periods.map((period) => ({
      ...period,
      band: {
        ...period.band,
        lower: index(period.band.lower, period.band.center),
        center: period.band.center > 0 ? 100 : 0,
        upper: index(period.band.upper, period.band.center),
      },
      value: period.value === null ? null : index(period.value, period.band.center),
    })),
  }
}

type Cluster = Extract<ScanResult, { available: true }>['cluster']
/**
 * A month of the scan as the viewer sees it: `withheld` when its counts exist and are not shown
 * to them (a month not available has null counts and no `withheld`).
 */
export type DisclosedScanMonth = ScanMonth & { withheld?: true }

/** The scan with counts that may be withheld. */
export type DisclosedScan =
  | (Omit<Extract<ScanResult, { available: true }>, 'cluster' | 'months'> & {
      months: DisclosedScanMonth[]
      cluster: Omit<Cluster, 'observed' | 'expected' | 'llr'> & {
        observed: number | null
        expected: number | null
        llr: number | null
        /** A window with more cases than expected was found (the log-likelihood ratio is above 0). */
        found: boolean
      }
    })
  | Extract<ScanResult, { available: false }>

const oneDecimal = (value: number) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : value)

export function discloseScan(result: ScanResult, exact: boolean): DisclosedScan {
  if (!result.available) return result
  const found = result.cluster.llr > 0
  if (exact) return { ...result, cluster: { ...result.cluster, found } }
  return {
    ...result,
    months: result.months.map((month) =>
      month.births === null && month.cases === null
        ? month
        : { ...month, births: null, cases: null, withheld: true as const },
    ),
    cluster: {
      ...result.cluster,
      observed: null,
      expected: null,
      llr: null,
      relativeRisk: oneDecimal(result.cluster.relativeRisk),
      found,
    },
  }
}

export function discloseTrend(result: TrendResult): TrendResult {
  if (!result.available) return result
  return {
    ...result,
    years: result.years.map((year) => ({ ...year, births: null, cases: null })),
    trend: {
      ...result.trend,
      percentChange: oneDecimal(result.trend.percentChange),
      lower: oneDecimal(result.trend.lower),
      upper: oneDecimal(result.trend.upper),
    },
  }
}
