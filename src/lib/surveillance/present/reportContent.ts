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
  attention: { title: string; items: string[]; none: string }
  table: { caption: string; columns: string[]; rows: ReportRow[] }
  missing: { title: string; text: string }
}

export interface ReportContentOptions {
  locale: Locale
  registryName: string
  nameOf: (malformation: number) => string
  demo: boolean
}

type Format = ReturnType<typeof scanFormat>

function cellsOf(anomaly: ReportAnomaly, t: MonitoringT, format: Format, locale: Locale) {
  const number = new Intl.NumberFormat(locale)
  const na = t('notAvailable')
  const { alarm, scan, trend, prevalence } = anomaly
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
    alarm ? `${verdict} (${format.fixed(alarm.expected)})` : na,
    anomaly.zone ? t(`zones.${anomaly.zone}`) : na,
    !scan.available
      ? na
      : scan.cluster.llr > 0
        ? `${timeRange(scan.cluster.firstMonth, scan.cluster.lastMonth)} (${format.pValue(scan.cluster.pValue)})`
        : t('report.noCluster'),
    trend.available && Number.isFinite(trend.trend.percentChange)
      ? `${format.fixed(trend.trend.percentChange)}% (${format.fixed(trend.trend.lower)}–${format.fixed(trend.trend.upper)}, ${format.pValue(trend.trend.pValue)})`
      : na,
  ]
}

/** The report's texts: heading, demonstration note, attention list, table and what is not available. */
export function reportContent(
  report: SemiannualReport,
  { locale, registryName, nameOf, demo }: ReportContentOptions,
): ReportContent {
  const t = monitoringText(locale)
  const format = scanFormat(locale)
  const { year, half } = report.semester
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
          p: item.pValue === null ? '' : format.pValue(item.pValue),
        }),
      ),
      none: t('report.attentionNone'),
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
  }
}
