import type { Locale } from '@/i18n/locales'
import { timeRange } from '@/lib/timeRange'
import type { ReportAnomaly, SemiannualReport } from '../monitoring/semiannualReport'
import { monitoringText, type MonitoringT } from './monitoringText'
import { scanFormat } from './scanFormat'

/** One anomaly's line of the report's table: its name, then one text per column. */
export interface ReportRow {
  malformation: number
  anomaly: string
  cells: string[]
}

/**
 * The semiannual report as the words and numbers a reader sees, in the
 * reader's language. The page and the PDF both draw this, so they hold the
 * same things; a figure not available reads "not available", never zero.
 */
export interface ReportContent {
  heading: string
  /** Says the figures are demonstration data; null for real data. */
  demo: string | null
  /** Why there is nothing else to show (no accepted data); null when there is a report. */
  empty: string | null
  attention: { title: string; items: string[]; none: string; method: string }
  table: { caption: string; columns: string[]; rows: ReportRow[] }
  missing: { title: string; text: string }
  /** Names the registries whose rates have live births only as denominator; null when none. */
  denominators: string | null
}

export interface ReportContentOptions {
  locale: Locale
  registryName: string
  nameOf: (malformation: number) => string
  demo: boolean
  /** Registries of the report that report live births only (their names). */
  liveBirthsOnly?: string[]
}

type Format = ReturnType<typeof scanFormat>

/** '2024-04/2024-07' → ['2024-04', '2024-07']. */
const periodEnds = (period: string): [string, string] => {
  const [first = period, last = period] = period.split('/')
  return [first, last]
}

function cellsOf(anomaly: ReportAnomaly, t: MonitoringT, format: Format, locale: Locale) {
  const number = new Intl.NumberFormat(locale)
  const na = t('notAvailable')
  const { alarm, scan, trend, prevalence, farrington } = anomaly
  const lowest = farrington.reduce<(typeof farrington)[number] | null>(
    (best, month) => (best === null || month.pValue < best.pValue ? month : best),
    null,
  )
  const verdict = alarm
    ? t(
        alarm.direction === 'excess'
          ? 'report.alarmExcess'
          : alarm.direction === 'deficit'
            ? 'report.alarmDeficit'
            : 'report.alarmNone',
      )
    : null
  return [
    anomaly.births === null ? na : number.format(anomaly.births),
    anomaly.cases === null ? na : number.format(anomaly.cases),
    prevalence
      ? `${format.fixed(prevalence.rate)} (${format.fixed(prevalence.lower)}–${format.fixed(prevalence.upper)})`
      : na,
    alarm ? `${verdict} (${format.fixed(alarm.expected)}, ${format.pValue(alarm.pValue)})` : na,
    anomaly.zone
      ? `${t(`zones.${anomaly.zone}`)}${anomaly.zonePValue === null ? '' : ` (${format.pValue(anomaly.zonePValue)})`}`
      : na,
    !scan.available
      ? na
      : scan.cluster.llr > 0
        ? `${timeRange(scan.cluster.firstMonth, scan.cluster.lastMonth)} (${format.pValue(scan.cluster.pValue)})`
        : t('report.noCluster'),
    trend.available && Number.isFinite(trend.trend.percentChange)
      ? `${format.fixed(trend.trend.percentChange)}% (${format.fixed(trend.trend.lower)}–${format.fixed(trend.trend.upper)}, ${format.pValue(trend.trend.pValue)})`
      : na,
    lowest
      ? `${lowest.month}: ${number.format(lowest.observed)} / ${format.fixed(lowest.expected)} (${format.pValue(lowest.pValue)})`
      : t('report.noExcess'),
  ]
}

/** The report's texts: heading, demonstration note, attention list, table and what is not available. */
export function reportContent(
  report: SemiannualReport,
  { locale, registryName, nameOf, demo, liveBirthsOnly = [] }: ReportContentOptions,
): ReportContent {
  const t = monitoringText(locale)
  const format = scanFormat(locale)
  const { year, half } = report.semester
  const fdrText = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(report.fdr)
  const missing = report.anomalies.filter(
    (anomaly) => anomaly.cases === null || anomaly.births === null,
  )
  return {
    heading: t('report.heading', { registry: registryName, year, semester: half }),
    demo: demo ? t('report.demo') : null,
    empty: report.anomalies.length === 0 ? t('report.noAnomalies') : null,
    attention: {
      title: t('report.attentionTitle'),
      items: report.attention.map((item) =>
        t(`report.attention.${item.kind}`, {
          malformation: nameOf(item.malformation),
          period: item.kind === 'cluster' ? timeRange(...periodEnds(item.period)) : item.period,
          p: format.pValue(item.pValue),
          q: format.pValue(item.qValue),
        }),
      ),
      none: t('report.attentionNone', { fdr: fdrText }),
      method: t('report.attentionMethod', {
        fdr: fdrText,
        percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(report.fdr),
      }),
    },
    table: {
      caption: t('report.caption'),
      columns: [
        t('report.anomaly'),
        t('report.births'),
        t('report.cases'),
        t('report.prevalence'),
        t('report.alarm'),
        t('report.zone'),
        t('report.cluster'),
        t('report.trend'),
        t('report.excess'),
      ],
      rows: report.anomalies.map((anomaly) => ({
        malformation: anomaly.malformation,
        anomaly: nameOf(anomaly.malformation),
        cells: cellsOf(anomaly, t, format, locale),
      })),
    },
    missing: {
      title: t('report.missingTitle'),
      text:
        missing.length === 0
          ? t('report.missingNone')
          : t('report.missing', {
              count: missing.length,
              list: missing.map((anomaly) => nameOf(anomaly.malformation)).join('; '),
            }),
    },
    denominators:
      liveBirthsOnly.length === 0
        ? null
        : t('report.liveBirthsOnly', { list: liveBirthsOnly.join('; ') }),
  }
}
