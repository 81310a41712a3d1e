import type { CountsRow } from '../submissions/aggregateCounts'
import {
  semiannualReport,
  type AttentionItem,
  type AttentionKind,
  type ReportAnomaly,
  type Semester,
} from './semiannualReport'

export const signalKinds = ['alarm', 'epidemic-zone', 'scan-cluster', 'trend'] as const
export type SignalKind = (typeof signalKinds)[number]

/** The numbers behind a signal; null where they do not apply to its kind. */
export interface SignalFigures {
  births: number | null
  observed: number | null
  expected: number | null
  /** Observed over expected (alarm), or the scan's relative risk inside against outside the cluster. */
  relativeRisk: number | null
  /** Annual percent change of the prevalence (trend). */
  percentChange: number | null
  /** 95% interval: of the observed cases (alarm) or of the annual percent change (trend). */
  lower: number | null
  upper: number | null
  pValue: number | null
}

/** One thing the monitoring found in one anomaly, named by its kind and period. */
export interface MonitoringSignal {
  malformation: number
  kind: SignalKind
  /** '2025-S2' (alarm, zone), '2024-04/2024-07' (cluster months), '2016/2025' (trend years). */
  period: string
  figures: SignalFigures
}

/** Which semester each part of a run looks at. */
export interface RunSemesters {
  /** The alarm test's semester: the one just accepted. */
  alarm: Semester
  /** The latest semester with accepted data: endemic zone, scan and trend end there. */
  latest: Semester
}

const KINDS: Record<AttentionKind, SignalKind> = {
  alarm: 'alarm',
  epidemic: 'epidemic-zone',
  cluster: 'scan-cluster',
  trend: 'trend',
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
}

/** A number a database column can hold: Infinity and NaN (e.g. every case in the cluster) become null. */
const finite = (value: number | null | undefined): number | null =>
  value !== null && value !== undefined && Number.isFinite(value) ? value : null

export const semesterPeriod = ({ year, half }: Semester): string => `${year}-S${half}`

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

function signalOf(
  item: AttentionItem,
  anomaly: ReportAnomaly,
  semester: Semester,
): MonitoringSignal | null {
  const { malformation } = item
  const kind = KINDS[item.kind]
  if (item.kind === 'alarm' && anomaly.alarm) {
    const { expected, lower, upper } = anomaly.alarm
    const observed = anomaly.cases
    const ratio = observed === null ? null : observed / expected
    return {
      malformation,
      kind,
      period: semesterPeriod(semester),
      figures: {
        ...NONE,
        births: anomaly.births,
        observed,
        expected: finite(expected),
        relativeRisk: finite(ratio),
        lower: finite(lower),
        upper: finite(upper),
      },
    }
  }
  if (item.kind === 'epidemic')
    return {
      malformation,
      kind,
      period: semesterPeriod(semester),
      figures: { ...NONE, births: anomaly.births, observed: anomaly.cases },
    }
  if (item.kind === 'cluster' && anomaly.scan.available) {
    const { cluster } = anomaly.scan
    return {
      malformation,
      kind,
      period: `${cluster.firstMonth}/${cluster.lastMonth}`,
      figures: {
        ...NONE,
        observed: cluster.observed,
        expected: finite(cluster.expected),
        relativeRisk: finite(cluster.relativeRisk),
        pValue: finite(cluster.pValue),
      },
    }
  }
  if (item.kind === 'trend' && anomaly.trend.available) {
    const { trend, from, to } = anomaly.trend
    return {
      malformation,
      kind,
      period: `${from}/${to}`,
      figures: {
        ...NONE,
        percentChange: finite(trend.percentChange),
        lower: finite(trend.lower),
        upper: finite(trend.upper),
        pValue: finite(trend.pValue),
      },
    }
  }
  return null
}

/** The signals of a report's attention list: what its report asks the office to look at first. */
function signalsOf(
  rows: CountsRow[],
  semester: Semester,
  kinds: AttentionKind[],
): MonitoringSignal[] {
  const report = semiannualReport(rows, semester)
  const anomalies = new Map(report.anomalies.map((anomaly) => [anomaly.malformation, anomaly]))
  return report.attention.flatMap((item) => {
    const anomaly = anomalies.get(item.malformation)
    const signal = kinds.includes(item.kind) && anomaly ? signalOf(item, anomaly, semester) : null
    return signal ? [signal] : []
  })
}

/**
 * The signals of a registry's monthly rows, from its semiannual report: an
 * excess alarm of the accepted semester against the previous five years, an
 * epidemic zone of the latest semester, a cluster of the last 24 months at
 * p < 0.05 and a rising 10-year trend at p < 0.05.
 */
export function monitoringSignals(rows: CountsRow[], semesters: RunSemesters): MonitoringSignal[] {
  const { alarm, latest } = semesters
  if (alarm.year === latest.year && alarm.half === latest.half)
    return signalsOf(rows, latest, ['alarm', 'epidemic', 'cluster', 'trend'])
  return [
    ...signalsOf(rows, alarm, ['alarm']),
    ...signalsOf(rows, latest, ['epidemic', 'cluster', 'trend']),
  ]
}
