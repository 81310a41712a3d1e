import { endemicChannel, endemicZone, type EndemicBand, type EndemicZone } from '@/lib/stats'
import type { EndemicChannelQuery } from './monitoringQuery'
import type { MonthlySeries } from './monthlySeries'

export interface ChannelPeriod {
  /** '01'…'12' by month, 'S1'/'S2' by semester. */
  period: string
  band: EndemicBand
  /** The chosen year's value; null when not available (not reported, or not yet accepted). */
  value: number | null
  zone: EndemicZone | null
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

/** One year's values per period (month or semester); null where any month in it is not available. */
function yearValues(
  series: MonthlySeries,
  year: number,
  groupBy: EndemicChannelQuery['groupBy'],
  measure: EndemicChannelQuery['measure'],
): (number | null)[] {
  const index = new Map(series.months.map((month, i) => [month, i]))
  const groups =
    groupBy === 'month'
      ? [...Array(12)].map((_, m) => [m + 1])
      : [
          [1, 2, 3, 4, 5, 6],
          [7, 8, 9, 10, 11, 12],
        ]
  return groups.map((months) => {
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
 * The endemic channel of a year against the previous years (Bortman 1999):
 * years with a period not available are left out of the history rather than
 * read as zero, and at least 3 complete years are needed.
 */
export function endemicChannelAnalysis(
  series: MonthlySeries,
  query: Pick<EndemicChannelQuery, 'year' | 'years' | 'method' | 'groupBy' | 'measure'>,
): EndemicChannelResult {
  const latest = series.months.at(-1)
  if (!latest) return { available: false, reason: 'noData', year: query.year }
  const year = query.year ?? Number(latest.slice(0, 4))
  const historyYears: number[] = []
  const incompleteYears: number[] = []
  const history: number[][] = []
  for (let previous = year - query.years; previous < year; previous++) {
    const values = yearValues(series, previous, query.groupBy, query.measure)
    if (values.every((value) => value !== null)) {
      historyYears.push(previous)
      history.push(values)
    } else incompleteYears.push(previous)
  }
  if (history.length < MINIMUM_HISTORY)
    return { available: false, reason: 'notEnoughHistory', year }
  const bands = endemicChannel(history, { method: query.method })
  const current = yearValues(series, year, query.groupBy, query.measure)
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
    })),
  }
}
