import {
  alarmTest,
  expectedCases,
  prevalence,
  type AlarmTestResult,
  type Prevalence,
} from '@/lib/stats'
import type { CountsRow } from '../submissions/aggregateCounts'
import { endemicChannelAnalysis } from './endemicChannelAnalysis'
import { malformationsIn, seriesFromRows, type MonthlySeries } from './monthlySeries'
import { scanAnalysis, type ScanResult } from './scanAnalysis'
import { trendAnalysis, type TrendResult } from './trendAnalysis'
import type { EndemicZone } from '@/lib/stats'

export interface Semester {
  year: number
  half: 1 | 2
}

/** Calendar years before the semester's year that the alarm test's expected count comes from. */
export const BASE_YEARS = 5

export interface ReportAlarm extends AlarmTestResult {
  expected: number
  baseYears: number[]
}

/** One anomaly of the report; null wherever the data is not available (never zero). */
export interface ReportAnomaly {
  malformation: number
  births: number | null
  cases: number | null
  prevalence: Prevalence | null
  alarm: ReportAlarm | null
  zone: EndemicZone | null
  scan: ScanResult
  trend: TrendResult
}

export type AttentionKind = 'alarm' | 'epidemic' | 'cluster' | 'trend'

/** Something the office should look at first. */
export interface AttentionItem {
  malformation: number
  kind: AttentionKind
  /** The p-value behind it, when there is one (alarms and zones have none). */
  pValue: number | null
}

export interface SemiannualReport {
  semester: Semester
  anomalies: ReportAnomaly[]
  attention: AttentionItem[]
}

const monthsOf = ({ year, half }: Semester) =>
  Array.from({ length: 6 }, (_, i) => `${year}-${String((half - 1) * 6 + i + 1).padStart(2, '0')}`)

/** Births and cases over some months; null when any month is not available. */
function totals(series: MonthlySeries, months: string[]) {
  const index = new Map(series.months.map((month, i) => [month, i]))
  let births = 0
  let cases = 0
  for (const month of months) {
    const i = index.get(month)
    const b = i === undefined ? null : series.births[i]!
    const c = i === undefined ? null : series.cases[i]!
    if (b === null || c === null) return null
    births += b
    cases += c
  }
  return { births, cases }
}

/** The alarm test of the semester against the previous complete years' prevalence. */
function semesterAlarm(
  series: MonthlySeries,
  semester: Semester,
  now: { births: number; cases: number },
): ReportAlarm | null {
  const baseYears: number[] = []
  let baselineBirths = 0
  let baselineCases = 0
  for (let year = semester.year - BASE_YEARS; year < semester.year; year++) {
    const months = [...monthsOf({ year, half: 1 }), ...monthsOf({ year, half: 2 })]
    const sums = totals(series, months)
    if (!sums) continue
    baseYears.push(year)
    baselineBirths += sums.births
    baselineCases += sums.cases
  }
  if (baseYears.length === 0 || baselineBirths === 0 || now.births === 0) return null
  const expected = expectedCases({ births: now.births, baselineCases, baselineBirths })
  return { ...alarmTest({ observed: now.cases, expected }), expected, baseYears }
}

function anomalyReport(
  series: MonthlySeries,
  malformation: number,
  semester: Semester,
): ReportAnomaly {
  const now = totals(series, monthsOf(semester))
  const lastMonth = monthsOf(semester)[5]!
  const channel = endemicChannelAnalysis(series, {
    year: semester.year,
    years: BASE_YEARS,
    method: 'geometric-mean',
    groupBy: 'semester',
    measure: 'rate',
  })
  return {
    malformation,
    births: now?.births ?? null,
    cases: now?.cases ?? null,
    prevalence: now && now.births > 0 ? prevalence(now) : null,
    alarm: now ? semesterAlarm(series, semester, now) : null,
    zone: channel.available ? (channel.periods[semester.half - 1]!.zone ?? null) : null,
    scan: scanAnalysis(series, { to: lastMonth, months: 24 }),
    trend: trendAnalysis(series, {
      to: semester.half === 2 ? semester.year : semester.year - 1,
      years: 10,
    }),
  }
}

const ORDER: AttentionKind[] = ['alarm', 'epidemic', 'cluster', 'trend']

/** What needs attention first: excess alarms, epidemic zones, clusters and rising trends at p < 0.05. */
function attentionOf(anomalies: ReportAnomaly[]): AttentionItem[] {
  const items: AttentionItem[] = []
  for (const anomaly of anomalies) {
    const { malformation } = anomaly
    if (anomaly.alarm?.direction === 'excess')
      items.push({ malformation, kind: 'alarm', pValue: null })
    if (anomaly.zone === 'epidemic') items.push({ malformation, kind: 'epidemic', pValue: null })
    if (anomaly.scan.available && anomaly.scan.cluster.pValue < 0.05)
      items.push({ malformation, kind: 'cluster', pValue: anomaly.scan.cluster.pValue })
    if (
      anomaly.trend.available &&
      anomaly.trend.trend.pValue < 0.05 &&
      anomaly.trend.trend.percentChange > 0
    )
      items.push({ malformation, kind: 'trend', pValue: anomaly.trend.trend.pValue })
  }
  return items.sort(
    (a, b) =>
      ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) ||
      (a.pValue ?? 0) - (b.pValue ?? 0) ||
      a.malformation - b.malformation,
  )
}

/**
 * The semiannual report of one registry (or the pooled network): for every
 * anomaly with accepted data, the semester's births, cases and prevalence with
 * its exact interval, the alarm test against the previous five years, the
 * endemic zone, the scan over the last 24 months and the 10-year trend.
 */
export function semiannualReport(rows: CountsRow[], semester: Semester): SemiannualReport {
  const anomalies = malformationsIn(rows).map((malformation) =>
    anomalyReport(seriesFromRows(rows, malformation), malformation, semester),
  )
  return { semester, anomalies, attention: attentionOf(anomalies) }
}
