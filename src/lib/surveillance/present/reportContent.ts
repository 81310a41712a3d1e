import type { Locale } from '@/i18n/locales'
import { timeRange } from '@/lib/timeRange'
import type { ReportAnomaly, SemiannualReport } from '../monitoring/semiannualReport'
import { discloseReportAnomaly } from '../disclosure'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import { rowGap } from '../tables/rowGap'
import { monitoringText, type MonitoringT } from './monitoringText'
import { reportCharts, type ReportCharts } from './reportCharts'
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
  /**
   * Per anomaly, the smallest twelve-month rise its counts could show (the
   * minimum detectable excess); null for a reader who does not see the
   * registry exactly (it is computed from the expected count).
   */
  detectable: { title: string; intro: string; items: string[] } | null
  /** Names the registries whose rates have live births only as denominator; null when none. */
  denominators: string | null
  /** Each anomaly's trend, endemic channel and scan charts, in the table's order. */
  charts: ReportCharts[]
  /** The charts' section title. */
  chartsTitle: string
}

export interface ReportContentOptions {
  locale: Locale
  registryName: string
  nameOf: (malformation: number) => string
  demo: boolean
  /** Registries of the report that report live births only (their names). */
  liveBirthsOnly?: string[]
  /**
   * For a reader who does not see this registry (or the network) exactly: its cells of the
   * public grid for the semester, by anomaly. Births, cases and prevalence then come from the
   * grid (withheld where the grid withholds them), and no other count is shown: the alarm's
   * expected cases and the monthly excess's observed and expected go, the trend is rounded to
   * one decimal. Absent: exact numbers.
   */
  publicCells?: ReadonlyMap<number, PrevalenceRow>
  /** With `publicCells`: the public grid's yearly cells by anomaly and year, for the trend charts. */
  publicYears?: ReadonlyMap<number, ReadonlyMap<number, PrevalenceRow>>
}

type Format = ReturnType<typeof scanFormat>

/** '2024-04/2024-07' → ['2024-04', '2024-07']. */
const periodEnds = (period: string): [string, string] => {
  const [first = period, last = period] = period.split('/')
  return [first, last]
}

function cellsOf(
  anomaly: ReportAnomaly,
  t: MonitoringT,
  format: Format,
  locale: Locale,
  publicCell: { cell: PrevalenceRow | undefined } | null,
) {
  const number = new Intl.NumberFormat(locale)
  const na = t('notAvailable')
  // The grid's reason, never guessed: a small count, a complement, or withheld without a reason.
  const gap = publicCell?.cell ? rowGap(publicCell.cell) : 'not-available'
  const withheld =
    gap === 'suppressed'
      ? t('withheldSmall')
      : gap === 'complement'
        ? t('withheldComplement')
        : gap === 'withheld'
          ? t('withheld')
          : na
  const { alarm, scan, trend, prevalence, farrington } = publicCell
    ? discloseReportAnomaly(anomaly, publicCell.cell)
    : anomaly
  const births = publicCell ? (publicCell.cell?.births ?? null) : anomaly.births
  const cases = publicCell ? (publicCell.cell?.cases ?? null) : anomaly.cases
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
    births === null ? na : number.format(births),
    cases === null ? withheld : number.format(cases),
    prevalence
      ? `${format.fixed(prevalence.rate)} (${format.fixed(prevalence.lower)}–${format.fixed(prevalence.upper)})`
      : withheld,
    alarm
      ? publicCell
        ? `${verdict} (${format.pValue(alarm.pValue)})`
        : `${verdict} (${format.fixed(alarm.expected)}, ${format.pValue(alarm.pValue)})`
      : na,
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
      ? publicCell
        ? `${lowest.month} (${format.pValue(lowest.pValue)})`
        : `${lowest.month}: ${number.format(lowest.observed)} / ${format.fixed(lowest.expected)} (${format.pValue(lowest.pValue)})`
      : t('report.noExcess'),
  ]
}

/** The report's texts: heading, demonstration note, attention list, table and what is not available. */
export function reportContent(
  report: SemiannualReport,
  {
    locale,
    registryName,
    nameOf,
    demo,
    liveBirthsOnly = [],
    publicCells,
    publicYears,
  }: ReportContentOptions,
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
          period:
            item.kind === 'cluster' || item.kind === 'yearAlarm'
              ? timeRange(...periodEnds(item.period))
              : item.period,
          p: format.pRelation(item.pValue),
          q: format.pRelation(item.qValue),
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
        cells: cellsOf(
          anomaly,
          t,
          format,
          locale,
          publicCells ? { cell: publicCells.get(anomaly.malformation) } : null,
        ),
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
    detectable: publicCells
      ? null
      : {
          title: t('report.detectable.title'),
          intro: t('report.detectable.intro'),
          items: report.anomalies.flatMap((anomaly) =>
            anomaly.detectableRise === null || !anomaly.yearAlarm
              ? []
              : [
                  Number.isFinite(anomaly.detectableRise)
                    ? t('report.detectable.item', {
                        malformation: nameOf(anomaly.malformation),
                        rise: new Intl.NumberFormat(locale, {
                          style: 'percent',
                          maximumFractionDigits: 0,
                        }).format(anomaly.detectableRise),
                        expected: format.fixed(anomaly.yearAlarm.expected),
                      })
                    : t('report.detectable.none', { malformation: nameOf(anomaly.malformation) }),
                ],
          ),
        },
    denominators:
      liveBirthsOnly.length === 0
        ? null
        : t('report.liveBirthsOnly', { list: liveBirthsOnly.join('; ') }),
    chartsTitle: t('report.charts.section'),
    charts: report.anomalies.map((anomaly) =>
      reportCharts(anomaly, {
        locale,
        registryName,
        malformation: nameOf(anomaly.malformation),
        publicYear: publicCells
          ? (year) => publicYears?.get(anomaly.malformation)?.get(year)
          : undefined,
      }),
    ),
  }
}
