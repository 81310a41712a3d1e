import {
  alarmTest,
  endemicPredictionPValue,
  excessPValue,
  expectedCases,
  minimumDetectableRise,
  overdispersedExcessPValue,
  prevalence,
  studentizedPValue,
  type AlarmTestResult,
  type EndemicZone,
  type Prevalence,
} from '@/lib/stats'
import type { CountsRow } from '../submissions/aggregateCounts'
import {
  channelHistory,
  endemicChannelAnalysis,
  type EndemicChannelResult,
} from './endemicChannelAnalysis'
import { farringtonAnalysis, type FarringtonMonth } from './farringtonAnalysis'
import { anomalySeries, malformationsIn, shiftMonth, type MonthlySeries } from './monthlySeries'
import { runQValues } from './runQValues'
import { scanAnalysis, type ScanResult } from './scanAnalysis'
import { strataOf } from './standardize'
import { trendAnalysis, type TrendResult } from './trendAnalysis'
import { yearToYearFit } from './overdispersion'

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
  /** The years the baseline's twelve-month spans end in (calendar years for a semester). */
  baseYears: number[]
  /**
   * One-sided p-value of the excess, the baseline's own uncertainty included:
   * excessPValue on counts divided by their dispersion (overdispersedExcessPValue).
   */
  pValue: number
  /** Variance over mean of the observed count, from each registry's year-to-year variance (1: Poisson). */
  dispersion: number
}

/** One anomaly of the report; null wherever the data is not available (never zero). */
export interface ReportAnomaly {
  malformation: number
  births: number | null
  cases: number | null
  prevalence: Prevalence | null
  alarm: ReportAlarm | null
  /**
   * The same test on the twelve months ending with the semester (in a second
   * semester the calendar year), against the five twelve-month spans before
   * them: a sustained rise is clearer over twelve months than over six.
   */
  yearAlarm: ReportAlarm | null
  /** The endemic channel's zone (Bortman's geometric mean): a picture, not a test. */
  zone: EndemicZone | null
  /** One-sided p-value of the semester against the channel's prediction interval. */
  zonePValue: number | null
  /** The channel the zone is read from: the rate by semester against the previous five years. */
  channel: EndemicChannelResult
  scan: ScanResult
  trend: TrendResult
  /** The semester's months tested by Farrington–Noufaily (farringtonAnalysis). */
  farrington: FarringtonMonth[]
  /**
   * The smallest rise over the twelve months ending with the semester that
   * even an exact test of those months, its expected count known, would find
   * in 4 runs of 5 at the level the run's adjustment asks of a lone signal
   * (minimumDetectableRise; 0.5: +50 %). Null without a twelve-month alarm.
   */
  detectableRise: number | null
}

/**
 * alarm: the semester against the previous five years (yearAlarm: the twelve
 * months ending with it against the five twelve-month spans before); epidemic: above the
 * endemic channel's prediction interval; cluster: the scan's most likely
 * cluster; trend: a rising 10-year trend; excess: a month above
 * Farrington–Noufaily's expectation.
 */
export type AttentionKind = 'alarm' | 'yearAlarm' | 'epidemic' | 'cluster' | 'trend' | 'excess'

/** One test of one anomaly, with its one-sided p-value and the run's q-value. */
export interface ReportTest {
  malformation: number
  kind: AttentionKind
  /**
   * '2025-S1' (alarm, epidemic), '2025' or '2024-07/2025-06' (yearAlarm),
   * '2024-04/2024-07' (cluster), '2016/2025' (trend), '2025-03' (excess).
   */
  period: string
  pValue: number
  /** Weighted Benjamini–Hochberg adjusted p-value over every test of the run (runQValues). */
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

/** The twelve months ending with `last`, oldest first. */
const twelveMonths = (last: string) =>
  Array.from({ length: 12 }, (_, i) => shiftMonth(last, i - 11))

const yearMonths = (year: number) => twelveMonths(`${year}-12`)

/** A span of months as a period: '2025' for a calendar year, else '2024-07/2025-06'. */
const spanPeriod = (months: string[]) => {
  const first = months[0]!
  const last = months[months.length - 1]!
  return first.endsWith('-01') && last.endsWith('-12') && first.slice(0, 4) === last.slice(0, 4)
    ? first.slice(0, 4)
    : `${first}/${last}`
}

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
 * Births and cases of the network over some months: the registries with every
 * one of them available, as the tables pool a period (one registry: its own,
 * null when any month is not available).
 */
function networkTotals(
  series: MonthlySeries,
  months: string[],
): { births: number; cases: number } | null {
  let complete = 0
  let births = 0
  let cases = 0
  for (const stratum of strataOf(series)) {
    const own = totals(stratum, months)
    if (!own) continue
    complete++
    births += own.births
    cases += own.cases
  }
  return complete === 0 ? null : { births, cases }
}

/**
 * The alarm test of some months against the prevalence of `baseSpans`
 * (twelve months each, only complete ones), each registry against its own:
 * the expected count sums, over the registries with all the months and a
 * complete base span, births × the registry's baseline rate; the observed
 * count sums the same registries.
 */
function periodAlarm(
  series: MonthlySeries,
  months: string[],
  baseSpans: string[][],
  fits: Map<MonthlySeries, { kappa: number; degrees: number }>,
): ReportAlarm | null {
  const baseYears = new Set<number>()
  let births = 0
  let observed = 0
  let expected = 0
  let baselineBirths = 0
  let baselineCases = 0
  // Σ variance of the counts compared, each registry's year factor κ included.
  let observedVariance = 0
  let baselineVariance = 0
  // The fewest degrees of freedom behind any κ used: the dispersion's own uncertainty.
  let degrees = Number.POSITIVE_INFINITY
  for (const stratum of strataOf(series)) {
    const now = totals(stratum, months)
    if (!now || now.births === 0) continue
    const years: number[] = []
    let ownBirths = 0
    let ownCases = 0
    for (const span of baseSpans) {
      const sums = totals(stratum, span)
      if (!sums) continue
      years.push(Number(span[span.length - 1]!.slice(0, 4)))
      ownBirths += sums.births
      ownCases += sums.cases
    }
    if (years.length === 0 || ownBirths === 0) continue
    years.forEach((year) => baseYears.add(year))
    const ownExpected = expectedCases({
      births: now.births,
      baselineCases: ownCases,
      baselineBirths: ownBirths,
    })
    const kappa = fits.get(stratum)?.kappa ?? 0
    if (kappa > 0) degrees = Math.min(degrees, fits.get(stratum)!.degrees)
    births += now.births
    observed += now.cases
    expected += ownExpected
    baselineBirths += ownBirths
    baselineCases += ownCases
    observedVariance += ownExpected + kappa * ownExpected ** 2
    // The baseline's years each carry their own factor: κ·Σ(yearly count)², about κ·B²/years.
    baselineVariance += ownCases + (kappa * ownCases ** 2) / years.length
  }
  if (births === 0) return null
  // Share of the cases expected in the semester: from the expected counts, or
  // from births when the baseline has no case (every rate 0).
  const share =
    baselineCases > 0 ? expected / (expected + baselineCases) : births / (births + baselineBirths)
  const dispersion = expected > 0 ? Math.max(1, observedVariance / expected) : 1
  const baselineDispersion = baselineCases > 0 ? Math.max(1, baselineVariance / baselineCases) : 1
  return {
    ...alarmTest({ observed, expected }),
    observed,
    expected,
    baseYears: [...baseYears].sort((a, b) => a - b),
    pValue:
      dispersion === 1 && baselineDispersion === 1
        ? excessPValue({ observed, baselineCases, share })
        : // The dispersion is estimated from a few years: its z read on Student's t.
          studentizedPValue(
            overdispersedExcessPValue({
              observed,
              baselineCases,
              share,
              observedDispersion: dispersion,
              baselineDispersion,
            }),
            degrees,
          ),
    dispersion,
  }
}

/**
 * The semester's rate against the endemic channel's prediction interval, its
 * spread on the log scale never below what Poisson counts alone give at the
 * history's mean rate and the semester's births: a history of nearly equal
 * rates (few cases, or a lucky run) no longer makes a small rise look extreme.
 */
function epidemicPValue(series: MonthlySeries, semester: Semester): number | null {
  const values = channelHistory(series, {
    year: semester.year,
    years: BASE_YEARS,
    groupBy: 'semester',
    measure: 'rate',
  })
  const value = values?.current[semester.half - 1] ?? null
  if (!values || value === null || values.history.length < 3) return null
  const history = values.history.map((year) => year[semester.half - 1]!)
  const now = networkTotals(series, monthsOf(semester))
  const mean = history.reduce((sum, rate) => sum + rate, 0) / history.length
  // A rate per 10,000 from Poisson counts over B births has variance rate·10,000/B.
  const minimumSd = now && now.births > 0 ? Math.sqrt((mean * 10_000) / now.births) / (1 + mean) : 0
  const p = endemicPredictionPValue(history, value, { minimumSd })
  return Number.isFinite(p) ? p : null
}

/** The previous BASE_YEARS calendar years: the semester alarm's baseline. */
const baseYearsOf = (year: number) =>
  Array.from({ length: BASE_YEARS }, (_, i) => yearMonths(year - BASE_YEARS + i))

/** The BASE_YEARS twelve-month spans before `months`: the twelve-month alarm's baseline. */
const spansBefore = (months: string[]) =>
  Array.from({ length: BASE_YEARS }, (_, i) =>
    twelveMonths(shiftMonth(months[0]!, -12 * (BASE_YEARS - 1 - i) - 1)),
  )

function anomalyReport(
  series: MonthlySeries,
  malformation: number,
  semester: Semester,
): ReportAnomaly {
  const now = networkTotals(series, monthsOf(semester))
  const lastMonth = monthsOf(semester)[5]!
  const year = twelveMonths(lastMonth)
  const channel = endemicChannelAnalysis(series, {
    year: semester.year,
    years: BASE_YEARS,
    method: 'geometric-mean',
    groupBy: 'semester',
    measure: 'rate',
  })
  const period = channel.available ? channel.periods[semester.half - 1]! : null
  // Each registry's year-to-year variance, from its complete years before the semester's.
  const fits = new Map(
    strataOf(series).map((stratum) => [stratum, yearToYearFit(stratum, semester.year - 1)]),
  )
  const variances = new Map([...fits].map(([stratum, fit]) => [stratum, fit.kappa]))
  return {
    malformation,
    births: now?.births ?? null,
    cases: now?.cases ?? null,
    prevalence: now && now.births > 0 ? prevalence(now) : null,
    alarm: now ? periodAlarm(series, monthsOf(semester), baseYearsOf(semester.year), fits) : null,
    yearAlarm: networkTotals(series, year)
      ? periodAlarm(series, year, spansBefore(year), fits)
      : null,
    zone: period?.zone ?? null,
    zonePValue: period ? epidemicPValue(series, semester) : null,
    channel,
    scan: scanAnalysis(series, { to: lastMonth, months: 24 }, { variances }),
    trend: trendAnalysis(series, {
      to: semester.half === 2 ? semester.year : semester.year - 1,
      years: 10,
    }),
    farrington: farringtonAnalysis(series, monthsOf(semester)),
    detectableRise: null,
  }
}

/** Power at which the report states the smallest rise each anomaly's counts could show. */
export const DETECTABLE_POWER = 0.8

type UntestedTest = Omit<ReportTest, 'qValue'>

/** Every test of one anomaly that could be run, each with its one-sided p-value of an increase. */
function testsOf(anomaly: ReportAnomaly, semester: Semester): UntestedTest[] {
  const year = twelveMonths(monthsOf(semester)[5]!)
  const { malformation, alarm, scan, trend } = anomaly
  const tests: UntestedTest[] = []
  const add = (kind: AttentionKind, period: string, pValue: number) => {
    if (Number.isFinite(pValue)) tests.push({ malformation, kind, period, pValue })
  }
  if (alarm) add('alarm', semesterPeriod(semester), alarm.pValue)
  if (anomaly.yearAlarm) add('yearAlarm', spanPeriod(year), anomaly.yearAlarm.pValue)
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

/** The run's adjustment (runQValues) over every test given: the same tests, each with its q-value. */
export function withQValues<T extends { kind: AttentionKind; pValue: number }>(
  tests: T[],
): (T & { qValue: number })[] {
  const q = runQValues(
    tests.map((test) => ({ pValue: test.pValue, lead: test.kind === 'yearAlarm' })),
  )
  return tests.map((test, i) => ({ ...test, qValue: q[i]! }))
}

const ORDER: AttentionKind[] = ['alarm', 'yearAlarm', 'excess', 'epidemic', 'cluster', 'trend']

/**
 * The semiannual report of one registry (or the network, each registry
 * against its own baseline): for every anomaly with accepted data, the
 * semester's births, cases and prevalence with its exact interval, the alarm
 * test against the previous five years, the endemic channel, the scan over
 * the last 24 months, the 10-year trend and Farrington–Noufaily's monthly
 * excess test, and the alarm test of the twelve months ending with the
 * semester. Every test's p-value enters one weighted Benjamini–Hochberg
 * adjustment (runQValues); what needs attention first is the tests with q < fdr.
 */
export function semiannualReport(
  rows: CountsRow[],
  semester: Semester,
  { fdr = DEFAULT_FDR }: ReportOptions = {},
): SemiannualReport {
  const reports = malformationsIn(rows).map((malformation) =>
    anomalyReport(anomalySeries(rows, malformation), malformation, semester),
  )
  // A lone twelve-month alarm at rank 1 of the adjustment: q < fdr when p < fdr/(2 × their number).
  const leads = reports.filter((anomaly) => anomaly.yearAlarm).length
  const anomalies = reports.map((anomaly) => ({
    ...anomaly,
    detectableRise: anomaly.yearAlarm
      ? minimumDetectableRise({
          expected: anomaly.yearAlarm.expected,
          level: fdr / (2 * leads),
          power: DETECTABLE_POWER,
          dispersion: anomaly.yearAlarm.dispersion,
        })
      : null,
  }))
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
