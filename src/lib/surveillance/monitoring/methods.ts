import { QueryReader, type Parsed } from '../input/query'
import { discloseEndemicChannel, discloseScan, discloseTrend } from '../disclosure'
import type { MonitoringDefaults } from './defaultView'
import { endemicChannelAnalysis } from './endemicChannelAnalysis'
import {
  choiceParameter,
  countParameter,
  monthParameter,
  requiredYearParameter,
  semesterParameter,
  yearParameter,
  type MethodParameter,
  type MonitoringKey,
} from './methodParameters'
import type {
  EndemicChannelQuery,
  MonitoringTarget,
  ReportQuery,
  ScanQuery,
  TrendQuery,
} from './monitoringQuery'
import type { MonthlySeries } from './monthlySeries'
import { scanAnalysis } from './scanAnalysis'
import { trendAnalysis } from './trendAnalysis'

/**
 * One statistical method of the monitoring pages, wired once: its page and API read their
 * query through `parse`, its form shows `parameters` (registry and, with `withMalformation`,
 * the anomaly first), the page opens on `defaultView`, and `run` gives what a viewer may see.
 */
export interface MethodDescriptor<Q extends { registry: string }> {
  id: string
  /** The page's title and introduction (monitoring messages). */
  title: MonitoringKey
  intro: MonitoringKey
  /** Its page in the site's routes, if it has one. */
  page: 'epidemics' | 'satscan' | 'semiannualReports' | null
  /** Its API under /api. */
  api: string
  /** The form asks for an anomaly (a report covers every one). */
  withMalformation: boolean
  /** The page reads every anomaly of the registry (a table over all of them). */
  everyAnomaly: boolean
  parameters: readonly MethodParameter<unknown>[]
  parse: (params: URLSearchParams) => Parsed<Q>
  /** The form's values of the page's default view, from the accepted data. */
  defaultView: (accepted: MonitoringDefaults) => Record<string, string>
}

/** A method run on one anomaly's monthly series. */
export interface SeriesMethod<Q extends MonitoringTarget, R> extends MethodDescriptor<Q> {
  /** The analysis, its counts kept only when the viewer sees the series exactly. */
  run: (series: MonthlySeries, query: Q, exact: boolean) => R
}

/** The registry (or the network) and the anomaly every series method starts with. */
const target = (read: QueryReader): MonitoringTarget => ({
  registry: read.registry() ?? '',
  malformation: read.malformation() ?? 0,
})

/** The network's commonest anomaly in the latest year with accepted data. */
const networkAnomaly = ({ registry, malformation }: MonitoringDefaults) => ({
  registry,
  malformation: String(malformation),
})

const channel = {
  year: yearParameter('year', { label: 'form.year', hint: 'form.yearHint', placeholder: '2025' }),
  years: countParameter('years', {
    label: 'form.years',
    offered: [5, 6, 7, 3, 4, 8, 9, 10],
    bounds: { min: 3, max: 10 },
  }),
  method: choiceParameter(
    'method',
    [
      { value: 'geometric-mean', label: 'form.methodGeometric' },
      { value: 'quartiles', label: 'form.methodQuartiles' },
      { value: 'prediction', label: 'form.methodPrediction' },
    ],
    { label: 'form.method' },
  ),
  groupBy: choiceParameter(
    'groupBy',
    [
      { value: 'month', label: 'form.groupMonth' },
      { value: 'semester', label: 'form.groupSemester' },
    ],
    { label: 'form.groupBy' },
  ),
  measure: choiceParameter(
    'measure',
    [
      { value: 'cases', label: 'form.measureCases' },
      { value: 'rate', label: 'form.measureRate' },
    ],
    { label: 'form.measure' },
  ),
}

/** Bortman's endemic channel (or its prediction interval) of one year against the previous ones. */
export const endemicChannelMethod = {
  id: 'endemic-channel',
  title: 'channel.title',
  intro: 'channel.intro',
  page: 'epidemics',
  api: '/surveillance/monitoring/endemic-channel',
  withMalformation: true,
  everyAnomaly: false,
  parameters: Object.values(channel),
  parse: (params) => {
    const read = new QueryReader(params)
    return read.result({
      ...target(read),
      year: channel.year.read(read),
      years: channel.years.read(read),
      method: channel.method.read(read),
      groupBy: channel.groupBy.read(read),
      measure: channel.measure.read(read),
    })
  },
  defaultView: networkAnomaly,
  run: (series, query, exact) => {
    const result = endemicChannelAnalysis(series, query)
    return exact ? result : discloseEndemicChannel(result)
  },
} satisfies SeriesMethod<EndemicChannelQuery, ReturnType<typeof discloseEndemicChannel>>

const scan = {
  to: monthParameter('to', { label: 'form.to', hint: 'form.toHint', placeholder: '2025-12' }),
  months: countParameter('months', {
    label: 'form.months',
    offered: [24, 12, 36, 48, 60],
    bounds: { min: 6, max: 120 },
  }),
}

/** Kulldorff's scan in time: the most likely cluster of the window. */
export const scanMethod = {
  id: 'scan',
  title: 'scan.title',
  intro: 'scan.intro',
  page: 'satscan',
  api: '/surveillance/monitoring/scan',
  withMalformation: true,
  everyAnomaly: true,
  parameters: Object.values(scan),
  parse: (params) => {
    const read = new QueryReader(params)
    return read.result({ ...target(read), to: scan.to.read(read), months: scan.months.read(read) })
  },
  defaultView: networkAnomaly,
  run: (series, query, exact) => discloseScan(scanAnalysis(series, query), exact),
} satisfies SeriesMethod<ScanQuery, ReturnType<typeof discloseScan>>

const trend = {
  to: yearParameter('to', { label: 'form.trendTo', hint: 'form.trendToHint', placeholder: '2025' }),
  years: countParameter('years', {
    label: 'form.trendYears',
    offered: [10, 5, 15, 20, 30],
    bounds: { min: 3, max: 30 },
  }),
}

/** The yearly trend (Poisson regression on births); an API only, shown in the reports. */
export const trendMethod = {
  id: 'trend',
  title: 'trend.title',
  intro: 'trend.intro',
  page: null,
  api: '/surveillance/monitoring/trend',
  withMalformation: true,
  everyAnomaly: false,
  parameters: Object.values(trend),
  parse: (params) => {
    const read = new QueryReader(params)
    return read.result({ ...target(read), to: trend.to.read(read), years: trend.years.read(read) })
  },
  defaultView: networkAnomaly,
  run: (series, query, exact) => {
    const result = trendAnalysis(series, query)
    return exact ? result : discloseTrend(result)
  },
} satisfies SeriesMethod<TrendQuery, ReturnType<typeof trendAnalysis>>

const report = {
  year: requiredYearParameter('year', { label: 'report.year', placeholder: '2025' }),
  semester: semesterParameter('semester', {
    label: 'report.semester',
    first: 'report.first',
    second: 'report.second',
  }),
}

/** A registry's (or the network's) semiannual report: every test of every anomaly. */
export const semiannualReportMethod = {
  id: 'semiannual-report',
  title: 'report.title',
  intro: 'report.intro',
  page: 'semiannualReports',
  api: '/surveillance/reports/semiannual.pdf',
  withMalformation: false,
  everyAnomaly: true,
  parameters: Object.values(report),
  parse: (params) => {
    const read = new QueryReader(params)
    return read.result({
      registry: read.registry() ?? '',
      year: report.year.read(read),
      semester: report.semester.read(read),
    })
  },
  // The network's report of the latest semester whose six months are accepted.
  defaultView: ({ registry, latestSemester }) => ({
    registry,
    year: String(latestSemester.year),
    semester: String(latestSemester.semester),
  }),
} satisfies MethodDescriptor<ReportQuery>

/** Every method of the monitoring pages and API. */
export const monitoringMethods = [
  endemicChannelMethod,
  scanMethod,
  trendMethod,
  semiannualReportMethod,
] as const
