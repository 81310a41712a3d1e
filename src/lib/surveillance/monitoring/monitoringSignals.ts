import type { CountsRow } from '../submissions/aggregateCounts'
import { runQValues } from './runQValues'
import {
  DEFAULT_FDR,
  semesterPeriod,
  semiannualReport,
  type AttentionKind,
  type ReportAnomaly,
  type ReportTest,
  type Semester,
} from './semiannualReport'

export { semesterPeriod }

export const signalKinds = [
  'alarm',
  'epidemic-zone',
  'scan-cluster',
  'trend',
  'farrington-excess',
] as const
export type SignalKind = (typeof signalKinds)[number]

/** The numbers behind a signal; null where they do not apply to its kind. */
export interface SignalFigures {
  births: number | null
  observed: number | null
  expected: number | null
  /** Observed over expected (alarm, excess), or the scan's relative risk inside against outside the cluster. */
  relativeRisk: number | null
  /** Annual percent change of the prevalence (trend). */
  percentChange: number | null
  /** 95% interval of the observed cases (alarm) or of the annual percent change (trend); the threshold (excess, upper). */
  lower: number | null
  upper: number | null
  /** One-sided p-value of the test. */
  pValue: number | null
  /** Its weighted Benjamini–Hochberg q-value over every test of the run (runQValues). */
  qValue: number | null
}

/** One thing the monitoring found in one anomaly, named by its kind and period. */
export interface MonitoringSignal {
  malformation: number
  kind: SignalKind
  /**
   * '2025-S2' (alarm, zone), '2025' or '2024-07/2025-06' (alarm over twelve months),
   * '2024-04/2024-07' (cluster months), '2016/2025' (trend years), '2025-03' (excess).
   */
  period: string
  figures: SignalFigures
}

/** Which semester each part of a run looks at. */
export interface RunSemesters {
  /** The alarm test's semester: the one just accepted (and its monthly excess tests). */
  alarm: Semester
  /** The latest semester with accepted data: endemic zone, scan and trend end there. */
  latest: Semester
}

const KINDS: Record<AttentionKind, SignalKind> = {
  alarm: 'alarm',
  yearAlarm: 'alarm',
  epidemic: 'epidemic-zone',
  cluster: 'scan-cluster',
  trend: 'trend',
  excess: 'farrington-excess',
}

const NONE: SignalFigures = {
  births: null,
  observed: null,
  expected: null,
  relativeRisk: null,
  percentChange: null,
  lower: null,
  upper: null,
  pValue: null,
  qValue: null,
}

/** A number a database column can hold: Infinity and NaN (e.g. every case in the cluster) become null. */
const finite = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && Number.isFinite(value) ? value : null

const semesterOf = (month: string): Semester => ({
  year: Number(month.slice(0, 4)),
  half: Number(month.slice(5, 7)) <= 6 ? 1 : 2,
})

const later = (a: Semester, b: Semester): Semester =>
  a.year * 2 + a.half >= b.year * 2 + b.half ? a : b

/**
 * The semesters of a registry's run: the alarm test of the accepted semester
 * (by default the latest), the other analyses on the latest semester of the
 * registry's monthly rows. Null when the registry has no accepted month.
 */
export function runSemesters(rows: CountsRow[], accepted: Semester | null): RunSemesters | null {
  let last: string | null = null
  for (const row of rows) if (last === null || row.period > last) last = row.period
  if (last === null) return null
  const latest = accepted ? later(semesterOf(last), accepted) : semesterOf(last)
  return { alarm: accepted ?? latest, latest }
}

/** The figures of one test, as its kind has them. */
function figuresOf(test: Omit<ReportTest, 'qValue'>, anomaly: ReportAnomaly): SignalFigures {
  const pValue = finite(test.pValue)
  const alarm =
    test.kind === 'alarm' ? anomaly.alarm : test.kind === 'yearAlarm' ? anomaly.yearAlarm : null
  if (alarm) {
    const { observed, expected, lower, upper } = alarm
    return {
      ...NONE,
      births: test.kind === 'alarm' ? anomaly.births : null,
      observed,
      expected: finite(expected),
      relativeRisk: finite(observed / expected),
      lower: finite(lower),
      upper: finite(upper),
      pValue,
    }
  }
  if (test.kind === 'epidemic')
    return { ...NONE, births: anomaly.births, observed: anomaly.cases, pValue }
  if (test.kind === 'cluster' && anomaly.scan.available) {
    const { cluster } = anomaly.scan
    return {
      ...NONE,
      observed: cluster.observed,
      expected: finite(cluster.expected),
      relativeRisk: finite(cluster.relativeRisk),
      pValue,
    }
  }
  if (test.kind === 'trend' && anomaly.trend.available) {
    const { trend } = anomaly.trend
    return {
      ...NONE,
      percentChange: finite(trend.percentChange),
      lower: finite(trend.lower),
      upper: finite(trend.upper),
      pValue,
    }
  }
  const month = anomaly.farrington.find((candidate) => candidate.month === test.period)
  if (test.kind === 'excess' && month)
    return {
      ...NONE,
      observed: month.observed,
      expected: finite(month.expected),
      relativeRisk: finite(month.observed / month.expected),
      upper: finite(month.upperbound),
      pValue,
    }
  return { ...NONE, pValue }
}

/** The tests of some kinds in a semester's report, as signals not yet adjusted (qValue null). */
function testsOf(
  rows: CountsRow[],
  semester: Semester,
  kinds: AttentionKind[],
): MonitoringSignal[] {
  const report = semiannualReport(rows, semester)
  const anomalies = new Map(report.anomalies.map((anomaly) => [anomaly.malformation, anomaly]))
  return report.tests
    .filter((test) => kinds.includes(test.kind))
    .map((test) => ({
      malformation: test.malformation,
      kind: KINDS[test.kind],
      period: test.period,
      figures: figuresOf(test, anomalies.get(test.malformation)!),
    }))
}

/**
 * Every test of a registry's monthly rows (all its anomalies): the excess
 * alarm and the monthly Farrington–Noufaily excess of the accepted semester,
 * the endemic zone (prediction interval), the scan of the last 24 months and
 * the 10-year trend of the latest; each with its p-value, none decided yet.
 */
export function monitoringTests(rows: CountsRow[], semesters: RunSemesters): MonitoringSignal[] {
  const { alarm, latest } = semesters
  if (alarm.year === latest.year && alarm.half === latest.half)
    return testsOf(rows, latest, ['alarm', 'yearAlarm', 'excess', 'epidemic', 'cluster', 'trend'])
  return [
    ...testsOf(rows, alarm, ['alarm', 'yearAlarm', 'excess']),
    ...testsOf(rows, latest, ['epidemic', 'cluster', 'trend']),
  ]
}

/** An alarm over twelve months (its period a year or a span), not over a semester. */
export const isTwelveMonthAlarm = ({ kind, period }: { kind: SignalKind; period: string }) =>
  kind === 'alarm' && !/-S[12]$/.test(period)

/**
 * The signals among a run's tests: one adjustment over all of them (the
 * run's anomalies × tests, or every registry's for the whole network;
 * runQValues, the twelve-month alarms sharing half of the weight), then
 * those with q < fdr, each with its q-value.
 */
export function selectSignals<
  T extends { kind: SignalKind; period: string; figures: SignalFigures },
>(tests: T[], fdr: number = DEFAULT_FDR): T[] {
  const q = runQValues(
    tests.map((test) => ({ pValue: test.figures.pValue ?? 1, lead: isTwelveMonthAlarm(test) })),
  )
  return tests
    .map((test, i) => ({ test, qValue: q[i]! }))
    .filter(({ qValue }) => qValue < fdr)
    .map(({ test, qValue }) => ({ ...test, figures: { ...test.figures, qValue } }))
}

/** The signals of a registry's monthly rows: its tests (monitoringTests) with q < fdr. */
export function monitoringSignals(
  rows: CountsRow[],
  semesters: RunSemesters,
  fdr: number = DEFAULT_FDR,
): MonitoringSignal[] {
  return selectSignals(monitoringTests(rows, semesters), fdr)
}
