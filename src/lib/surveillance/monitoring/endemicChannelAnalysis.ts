import {
  endemicChannel,
  endemicPredictionChannel,
  endemicPredictionPValue,
  endemicZone,
  type EndemicBand,
  type EndemicZone,
} from '@/lib/stats'
import type { EndemicChannelQuery } from './monitoringQuery'
import type { MonthlySeries } from './monthlySeries'
import { standardizedMonths, strataOf } from './standardize'

export interface ChannelPeriod {
  /** '01'…'12' by month, 'S1'/'S2' by semester. */
  period: string
  band: EndemicBand
  /** The chosen year's value; null when not available (not reported, or not yet accepted). */
  value: number | null
  zone: EndemicZone | null
  /**
   * One-sided p-value of the value against the previous years' values by the
   * prediction interval (endemicPredictionPValue): the only part of the
   * channel that raises a signal. Null when the value is not available or
   * every past value is the same (an interval without width tests nothing).
   */
  pValue: number | null
}

export type EndemicChannelResult =
  | {
      available: true
      year: number
      /** The previous years the channel was built from (complete ones only). */
      historyYears: number[]
      /** Previous years left out because a period of theirs is not available. */
      incompleteYears: number[]
      periods: ChannelPeriod[]
    }
  | { available: false; reason: 'noData' | 'notEnoughHistory'; year: number | null }

const MINIMUM_HISTORY = 3

const predictionPValue = (history: number[][], period: number, value: number) =>
  endemicPredictionPValue(
    history.map((values) => values[period]!),
    value,
  )

const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null)

const monthNumbers = (groupBy: EndemicChannelQuery['groupBy']) =>
  groupBy === 'month'
    ? [...Array(12)].map((_, m) => [m + 1])
    : [
        [1, 2, 3, 4, 5, 6],
        [7, 8, 9, 10, 11, 12],
      ]

const monthName = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`

/**
 * The network's rates per 10,000 standardised by registry: each period's
 * observed over expected cases (every registry that reported it at its own
 * rate over `baseline`), times the network's rate over `baseline`. A
 * registry missing a month or joining moves observed and expected alike.
 */
function standardizedRates(
  series: MonthlySeries,
  year: number,
  groupBy: EndemicChannelQuery['groupBy'],
  baseline: string[],
): (number | null)[] {
  let births = 0
  let cases = 0
  for (const stratum of strataOf(series))
    for (const month of standardizedMonths(stratum, baseline, baseline)) {
      births += month.births ?? 0
      cases += month.observed ?? 0
    }
  if (births === 0) return monthNumbers(groupBy).map(() => null)
  const reference = cases / births
  return monthNumbers(groupBy).map((months) => {
    let observed = 0
    let expected = 0
    for (const month of standardizedMonths(
      series,
      months.map((m) => monthName(year, m)),
      baseline,
    )) {
      if (month.observed === null || month.expected === null) return null
      observed += month.observed
      expected += month.expected
    }
    return expected > 0 ? (observed / expected) * reference * 10_000 : null
  })
}

/** One year's values per period (month or semester); null where any month in it is not available. */
function yearValues(
  series: MonthlySeries,
  year: number,
  groupBy: EndemicChannelQuery['groupBy'],
  measure: EndemicChannelQuery['measure'],
): (number | null)[] {
  const index = new Map(series.months.map((month, i) => [month, i]))
  return monthNumbers(groupBy).map((months) => {
    let births = 0
    let cases = 0
    for (const month of months) {
      const i = index.get(`${year}-${String(month).padStart(2, '0')}`)
      const b = i === undefined ? null : series.births[i]
      const c = i === undefined ? null : series.cases[i]
      if (b == null || c == null) return null
      births += b
      cases += c
    }
    return measure === 'cases' ? cases : births > 0 ? (cases / births) * 10_000 : null
  })
}

/**
 * The values the channel is built from: each complete previous year's values
 * by period (months or semesters) and the chosen year's; null without data.
 */
export function channelHistory(
  series: MonthlySeries,
  query: Pick<EndemicChannelQuery, 'year' | 'years' | 'groupBy' | 'measure'>,
): {
  year: number
  historyYears: number[]
  incompleteYears: number[]
  history: number[][]
  current: (number | null)[]
} | null {
  const latest = series.months.at(-1)
  if (!latest) return null
  const year = query.year ?? Number(latest.slice(0, 4))
  const historyYears: number[] = []
  const incompleteYears: number[] = []
  const history: number[][] = []
  const baseline = Array.from({ length: query.years * 12 }, (_, i) =>
    monthName(year - query.years + Math.floor(i / 12), (i % 12) + 1),
  )
  const valuesOf = (of: number) =>
    series.registries && query.measure === 'rate'
      ? standardizedRates(series, of, query.groupBy, baseline)
      : yearValues(series, of, query.groupBy, query.measure)
  for (let previous = year - query.years; previous < year; previous++) {
    const values = valuesOf(previous)
    if (values.every((value) => value !== null)) {
      historyYears.push(previous)
      history.push(values)
    } else incompleteYears.push(previous)
  }
  return { year, historyYears, incompleteYears, history, current: valuesOf(year) }
}

/**
 * The endemic channel of a year against the previous years (Bortman 1999,
 * or its prediction-interval variant, method 'prediction'): years with a
 * period not available are left out of the history rather than read as zero,
 * and at least 3 complete years are needed. For the network, rates are
 * standardised by registry against the history years (standardizedRates).
 */
export function endemicChannelAnalysis(
  series: MonthlySeries,
  query: Pick<EndemicChannelQuery, 'year' | 'years' | 'method' | 'groupBy' | 'measure'>,
): EndemicChannelResult {
  const values = channelHistory(series, query)
  if (!values) return { available: false, reason: 'noData', year: query.year }
  const { year, historyYears, incompleteYears, history, current } = values
  if (history.length < MINIMUM_HISTORY)
    return { available: false, reason: 'notEnoughHistory', year }
  const bands =
    query.method === 'prediction'
      ? endemicPredictionChannel(history)
      : endemicChannel(history, { method: query.method })
  return {
    available: true,
    year,
    historyYears,
    incompleteYears,
    periods: bands.map((band, i) => ({
      period: query.groupBy === 'month' ? String(i + 1).padStart(2, '0') : `S${i + 1}`,
      band,
      value: current[i] ?? null,
      zone: current[i] == null ? null : endemicZone(current[i]!, band),
      pValue: current[i] == null ? null : finiteOrNull(predictionPValue(history, i, current[i]!)),
    })),
  }
}
