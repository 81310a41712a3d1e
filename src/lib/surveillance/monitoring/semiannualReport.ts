import {
  alarmTest,
  benjaminiHochberg,
  excessPValue,
  expectedCases,
  prevalence,
  type AlarmTestResult,
  type EndemicZone,
  type Prevalence,
} from '@/lib/stats'
import type { CountsRow } from '../submissions/aggregateCounts'
import { endemicChannelAnalysis } from './endemicChannelAnalysis'
import { farringtonAnalysis, type FarringtonMonth } from './farringtonAnalysis'
import { anomalySeries, malformationsIn, type MonthlySeries } from './monthlySeries'
import { scanAnalysis, type ScanResult } from './scanAnalysis'
import { strataOf } from './standardize'
import { trendAnalysis, type TrendResult } from './trendAnalysis'

export interface Semester {
  year: number
  half: 1 | 2
}

/** Calendar years before the semester's year that the alarm test's expected count comes from. */
export const BASE_YEARS = 5

/** The false discovery rate the attention list keeps below, unless the site settings say otherwise. */
export const DEFAULT_FDR = 0.05

export interface ReportAlarm extends AlarmTestResult {
  /** Cases of the registries compared (for the network, those with the semester and a baseline). */
  observed: number
  expected: number
  baseYears: number[]
  /** One-sided p-value of the excess, the baseline's own uncertainty included (excessPValue). */
  pValue: number
}

/** One anomaly of the report; null wherever the data is not available (never zero). */
export interface ReportAnomaly {
  malformation: number
  births: number | null
  cases: number | null
  prevalence: Prevalence | null
  alarm: ReportAlarm | null
  /**
   * In a second semester, the same test on the whole calendar year: a
   * sustained rise is clearer over twelve months than over six.
   */
  yearAlarm: ReportAlarm | null
  /** The endemic channel's zone (Bortman's geometric mean): a picture, not a test. */
  zone: EndemicZone | null
  /** One-sided p-value of the semester against the channel's prediction interval. */
  zonePValue: number | null
  scan: ScanResult
  trend: TrendResult
  /** The semester's months tested by Farrington–Noufaily (farringtonAnalysis). */
  farrington: FarringtonMonth[]
}

/**
 * alarm: the semester against the previous five years (yearAlarm: the year,
 * in a second semester's report); epidemic: above the
 * endemic channel's prediction interval; cluster: the scan's most likely
 * cluster; trend: a rising 10-year trend; excess: a month above
 * Farrington–Noufaily's expectation.
 */
export type AttentionKind = 'alarm' | 'yearAlarm' | 'epidemic' | 'cluster' | 'trend' | 'excess'

/** One test of one anomaly, with its one-sided p-value and the run's q-value. */
export interface ReportTest {
  malformation: number
  kind: AttentionKind
  /** '2025-S1' (alarm, epidemic), '2024-04/2024-07' (cluster), '2016/2025' (trend), '2025-03' (excess). */
  period: string
  pValue: number
  /** Benjamini–Hochberg adjusted p-value over every test of the run. */
  qValue: number
}

/** Something the office should look at first: a test whose q-value is below the report's FDR. */
export type AttentionItem = ReportTest

export interface SemiannualReport {
  semester: Semester
  /** The false discovery rate of the attention list. */
  fdr: number
  anomalies: ReportAnomaly[]
  /** Every test run, with its q-value. */
  tests: ReportTest[]
  attention: AttentionItem[]
}

export interface ReportOptions {
  /** Attention list: tests with q < fdr; by default 0.05. */
  fdr?: number
}

export const semesterPeriod = ({ year, half }: Semester): string => `${year}-S${half}`

export const monthsOf = ({ year, half }: Semester) =>
  Array.from({ length: 6 }, (_, i) => `${year}-${String((half - 1) * 6 + i + 1).padStart(2, '0')}`)

const yearMonths = (year: number) => [
  ...monthsOf({ year, half: 1 }),
  ...monthsOf({ year, half: 2 }),
]

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

/**
 * The alarm test of the semester against the previous complete years'
 * prevalence, each registry against its own: the expected count sums, over
 * the registries with the whole semester and a complete base year, births ×
 * the registry's baseline rate; the observed count sums the same registries.
 */
function periodAlarm(series: MonthlySeries, months: string[], year: number): ReportAlarm | null {
  const baseYears = new Set<number>()
  let births = 0
  let observed = 0
  let expected = 0
  let baselineBirths = 0
  let baselineCases = 0
  for (const stratum of strataOf(series)) {
    const now = totals(stratum, months)
    if (!now || now.births === 0) continue
    const years: number[] = []
    let ownBirths = 0
    let ownCases = 0
    for (let base = year - BASE_YEARS; base < year; base++) {
      const sums = totals(stratum, yearMonths(base))
      if (!sums) continue
      years.push(base)
      ownBirths += sums.births
      ownCases += sums.cases
    }
    if (years.length === 0 || ownBirths === 0) continue
    years.forEach((year) => baseYears.add(year))
    births += now.births
    observed += now.cases
    expected += expectedCases({
      births: now.births,
      baselineCases: ownCases,
      baselineBirths: ownBirths,
    })
    baselineBirths += ownBirths
    baselineCases += ownCases
  }
  if (births === 0) return null
  // Share of the cases expected in the semester: from the expected counts, or
  // from births when the baseline has no case (every rate 0).
  const share =
    baselineCases > 0 ? expected / (expected + baselineCases) : births / (births + baselineBirths)
  return {
    ...alarmTest({ observed, expected }),
    observed,
    expected,
    baseYears: [...baseYears].sort((a, b) => a - b),
    pValue: excessPValue({ observed, baselineCases, share }),
  }
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
  const period = channel.available ? channel.periods[semester.half - 1]! : null
  return {
    malformation,
    births: now?.births ?? null,
    cases: now?.cases ?? null,
    prevalence: now && now.births > 0 ? prevalence(now) : null,
    alarm: now ? periodAlarm(series, monthsOf(semester), semester.year) : null,
    yearAlarm:
      semester.half === 2 && totals(series, yearMonths(semester.year))
        ? periodAlarm(series, yearMonths(semester.year), semester.year)
        : null,
    zone: period?.zone ?? null,
    zonePValue: period?.pValue ?? null,
    scan: scanAnalysis(series, { to: lastMonth, months: 24 }),
    trend: trendAnalysis(series, {
      to: semester.half === 2 ? semester.year : semester.year - 1,
      years: 10,
    }),
    farrington: farringtonAnalysis(series, monthsOf(semester)),
  }
}

type UntestedTest = Omit<ReportTest, 'qValue'>

/** Every test of one anomaly that could be run, each with its one-sided p-value of an increase. */
function testsOf(anomaly: ReportAnomaly, semester: Semester): UntestedTest[] {
  const { malformation, alarm, scan, trend } = anomaly
  const tests: UntestedTest[] = []
  const add = (kind: AttentionKind, period: string, pValue: number) => {
    if (Number.isFinite(pValue)) tests.push({ malformation, kind, period, pValue })
  }
  if (alarm) add('alarm', semesterPeriod(semester), alarm.pValue)
  if (anomaly.yearAlarm) add('yearAlarm', String(semester.year), anomaly.yearAlarm.pValue)
  if (anomaly.zonePValue !== null) add('epidemic', semesterPeriod(semester), anomaly.zonePValue)
  if (scan.available)
    add('cluster', `${scan.cluster.firstMonth}/${scan.cluster.lastMonth}`, scan.cluster.pValue)
  if (trend.available) {
    // The regression's p is two-sided; a rise is the half on its side.
    const { pValue, percentChange } = trend.trend
    add('trend', `${trend.from}/${trend.to}`, percentChange > 0 ? pValue / 2 : 1 - pValue / 2)
  }
  for (const month of anomaly.farrington) add('excess', month.month, month.pValue)
  return tests
}

/** Benjamini–Hochberg over every test given: the same tests, each with its q-value. */
export function withQValues<T extends { pValue: number }>(tests: T[]): (T & { qValue: number })[] {
  const q = benjaminiHochberg(tests.map((test) => test.pValue))
  return tests.map((test, i) => ({ ...test, qValue: q[i]! }))
}

const ORDER: AttentionKind[] = ['alarm', 'yearAlarm', 'excess', 'epidemic', 'cluster', 'trend']

/**
 * The semiannual report of one registry (or the network, each registry
 * against its own baseline): for every anomaly with accepted data, the
 * semester's births, cases and prevalence with its exact interval, the alarm
 * test against the previous five years, the endemic channel, the scan over
 * the last 24 months, the 10-year trend and Farrington–Noufaily's monthly
 * excess test. Every test's p-value enters one Benjamini–Hochberg
 * adjustment; what needs attention first is the tests with q < fdr.
 */
export function semiannualReport(
  rows: CountsRow[],
  semester: Semester,
  { fdr = DEFAULT_FDR }: ReportOptions = {},
): SemiannualReport {
  const anomalies = malformationsIn(rows).map((malformation) =>
    anomalyReport(anomalySeries(rows, malformation), malformation, semester),
  )
  const tests = withQValues(anomalies.flatMap((anomaly) => testsOf(anomaly, semester)))
  const attention = tests
    .filter((test) => test.qValue < fdr)
    .sort(
      (a, b) =>
        ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind) ||
        a.qValue - b.qValue ||
        a.malformation - b.malformation ||
        a.period.localeCompare(b.period),
    )
  return { semester, fdr, anomalies, tests, attention }
}
