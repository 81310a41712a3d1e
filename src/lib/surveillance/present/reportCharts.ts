import type {
  EndemicChannelChartProps,
  ScanChartProps,
  TrendChartProps,
  TrendPoint,
} from '@/components/charts'
import type { Locale } from '@/i18n/locales'
import { prevalence } from '@/lib/stats'
import { discloseEndemicChannel, discloseScan } from '../disclosure'
import type { ReportAnomaly } from '../monitoring/semiannualReport'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import { rowGap } from '../tables/rowGap'
import { monitoringText } from './monitoringText'

/** The charts props without the locale and id, which the page or the PDF give. */
type Props<T> = Omit<T, 'id' | 'locale'>

/** One anomaly's charts in the report: null where its analysis could not be run. */
export interface ReportCharts {
  malformation: number
  /** "Charts of spina bifida". */
  heading: string
  trend: Props<TrendChartProps> | null
  channel: Props<EndemicChannelChartProps> | null
  /** Says the channel is an index (the reader does not see exact numbers); null otherwise. */
  channelNote: string | null
  scan: Props<ScanChartProps> | null
}

export interface ReportChartsOptions {
  locale: Locale
  registryName: string
  malformation: string
  /**
   * For a reader who does not see the registry (or the network) exactly: the public grid's
   * cell of a year of this anomaly, drawn in the trend instead of the exact yearly rate.
   */
  publicYear?: (year: number) => PrevalenceRow | undefined
}

/** The yearly prevalence of the trend: exact from the report, or the public grid's cells. */
function trendPoints(
  trend: Extract<ReportAnomaly['trend'], { available: true }>,
  publicYear: ReportChartsOptions['publicYear'],
): TrendPoint[] {
  return trend.years.map(({ year, births, cases }) => {
    const period = String(year)
    if (publicYear) {
      const cell = publicYear(year)
      if (!cell || cell.rate === null) {
        return {
          period,
          rate: null,
          lower: null,
          upper: null,
          gap: cell ? rowGap(cell) : undefined,
        }
      }
      return { period, rate: cell.rate, lower: cell.lower, upper: cell.upper }
    }
    if (births === null || cases === null || births === 0)
      return { period, rate: null, lower: null, upper: null }
    return { period, ...prevalence({ cases, births }) }
  })
}

/**
 * The charts the report draws for one anomaly, from the analyses the report ran: the yearly
 * prevalence over the trend's ten years, the endemic channel its zone comes from (the rate by
 * semester; an index for a reader without exact numbers) and the monthly cases of the scan's 24
 * months with its most likely cluster (counts withheld from a reader without exact numbers).
 */
export function reportCharts(anomaly: ReportAnomaly, options: ReportChartsOptions): ReportCharts {
  const { locale, registryName, malformation, publicYear } = options
  const t = monitoringText(locale)
  const exact = publicYear === undefined
  const { trend } = anomaly
  const channel = exact ? anomaly.channel : discloseEndemicChannel(anomaly.channel)
  const scan = discloseScan(anomaly.scan, exact)
  const label = (year: number, period: string) => `${year}-${period}`
  const index = (months: { month: string }[], month: string) =>
    months.findIndex((entry) => entry.month === month)
  return {
    malformation: anomaly.malformation,
    heading: t('report.charts.heading', { malformation }),
    trend: trend.available
      ? {
          title: t('report.charts.trendTitle', {
            malformation,
            registry: registryName,
            from: trend.from,
            to: trend.to,
          }),
          points: trendPoints(trend, publicYear),
        }
      : null,
    channel: channel.available
      ? {
          title: t('channel.chartTitle', {
            malformation,
            registry: registryName,
            year: channel.year,
          }),
          measure: exact ? 'rate' : 'index',
          bands: channel.periods.map((period) => ({
            period: label(channel.year, period.period),
            ...period.band,
          })),
          series: channel.periods.map((period) => ({
            period: label(channel.year, period.period),
            value: period.value,
            zone: period.zone,
          })),
        }
      : null,
    channelNote: channel.available && !exact ? t('channel.indexed') : null,
    scan: scan.available
      ? {
          title: t('scan.chartTitle', {
            malformation,
            registry: registryName,
            from: scan.from,
            to: scan.to,
          }),
          periods: scan.months.map((month) => ({
            period: month.month,
            cases: month.cases,
            withheld: month.withheld === true,
          })),
          cluster:
            scan.cluster.found && scan.cluster.observed !== null && scan.cluster.expected !== null
              ? {
                  start: index(scan.months, scan.cluster.firstMonth),
                  end: index(scan.months, scan.cluster.lastMonth),
                  observed: scan.cluster.observed,
                  expected: scan.cluster.expected,
                  relativeRisk: scan.cluster.relativeRisk,
                  pValue: scan.cluster.pValue,
                }
              : null,
        }
      : null,
  }
}
