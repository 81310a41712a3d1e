import { prevalence } from '@/lib/stats'
import { NETWORK } from '../monitoring/monthlySeries'
import { monthsBetween, periodOf, type CountsRow } from '../submissions/aggregateCounts'
import type { PrevalenceGrouping } from './prevalenceQuery'

/**
 * Why a row's cases are withheld, as the disclosure policy decided it (labels say this, never
 * guess): `small`, a count of 1 to threshold − 1; `complement`, a count of any size withheld so
 * that a small one cannot be worked back from a total; `unpublished`, a period the public grid
 * does not publish to this viewer (a month, a cut period, a sum over years one of which is
 * withheld), so no reason about its size is told.
 */
export type WithheldReason = 'small' | 'complement' | 'unpublished'

/** One cell of the prevalence tables: a registry (or the pooled network) × anomaly × period. */
export interface PrevalenceRow {
  /** A registry's network code, or 'network'. */
  registry: string
  malformation: number
  /** '2024', '2024-S1', '2024-03', or the whole range '2014-01/2025-12' when grouped by registry. */
  period: string
  /** Null: not available (a month of the period was not reported), never 0. */
  births: number | null
  cases: number | null
  /** Per 10,000 births, with the exact Poisson 95% interval; null without both counts. */
  rate: number | null
  lower: number | null
  upper: number | null
  /** The cases are withheld from this viewer (with their rate and interval); `withheld` says why. */
  suppressed: boolean
  /** Withheld although not small, so that a lone small cell cannot be worked back from the total. */
  complementary?: true
  /** Why the cases are withheld; set on every withheld row. */
  withheld?: WithheldReason
  /** Every month of the period is known (for the network: no registry was left out). */
  complete: boolean
  /** Network rows only: registries left out of the pool for a month not available. */
  excluded?: string[]
  /**
   * The period reaches months with no accepted data yet (not yet reported, or not yet ended):
   * only part of it is known, so it is not complete and has no total.
   */
  partial?: true
}

/** Accepted months (aggregateCounts by month) of the chosen registries and anomalies. */
export interface PrevalenceMonths {
  /** One row per registry × anomaly × month of `range`; null where not available. */
  months: CountsRow[]
  /** The months covered; null when there is no accepted data. */
  range: { from: string; to: string } | null
  /** The bounds asked for (null: none), which may cut a period on purpose; none when absent. */
  asked?: { from: string | null; to: string | null }
  /** What to show, in order: registry codes and 'network'. */
  registries: string[]
  malformations: number[]
}

interface Total {
  births: number | null
  cases: number | null
  /** Some month of the period has a known count. */
  reported: boolean
}

/** The period keys of a range, in order. */
export function periodsOf(range: { from: string; to: string }, groupBy: PrevalenceGrouping) {
  if (groupBy === 'registry') return [`${range.from}/${range.to}`]
  return [...new Set(monthsBetween(range.from, range.to).map((month) => periodOf(month, groupBy)))]
}

/** The calendar months of a period key ('2024', '2024-S2', '2024-03', or 'from/to'). */
function monthsOfPeriod(period: string): { first: string; last: string } {
  const whole = /^(\d{4}-\d{2})\/(\d{4}-\d{2})$/.exec(period)
  if (whole) return { first: whole[1]!, last: whole[2]! }
  const semester = /^(\d{4})-S([12])$/.exec(period)
  if (semester)
    return semester[2] === '1'
      ? { first: `${semester[1]}-01`, last: `${semester[1]}-06` }
      : { first: `${semester[1]}-07`, last: `${semester[1]}-12` }
  if (/^\d{4}$/.test(period)) return { first: `${period}-01`, last: `${period}-12` }
  return { first: period, last: period }
}

/**
 * Each registry's first and last month with a known count: from the first on, it is expected to
 * report; past the last, its months are not yet sent.
 */
function reportedSpan(months: CountsRow[]): Map<string, { first: string; last: string }> {
  const spans = new Map<string, { first: string; last: string }>()
  for (const row of months) {
    if (row.births === null && row.cases === null) continue
    const known = spans.get(row.registry)
    if (!known) spans.set(row.registry, { first: row.period, last: row.period })
    else {
      if (row.period < known.first) known.first = row.period
      if (row.period > known.last) known.last = row.period
    }
  }
  return spans
}

const addKnown = (sum: number | null, value: number | null) =>
  sum === null || value === null ? null : sum + value

/** Sums each registry × anomaly over the periods; any blank month makes the sum null. */
function totals(data: PrevalenceMonths, groupBy: PrevalenceGrouping) {
  const byKey = new Map<string, Total>()
  const whole = data.range && periodsOf(data.range, 'registry')[0]!
  for (const row of data.months) {
    const period = groupBy === 'registry' ? whole : periodOf(row.period, groupBy)
    const key = `${row.registry}|${row.malformation}|${period}`
    const total = byKey.get(key) ?? { births: 0, cases: 0, reported: false }
    total.births = addKnown(total.births, row.births)
    total.cases = addKnown(total.cases, row.cases)
    total.reported ||= row.births !== null || row.cases !== null
    byKey.set(key, total)
  }
  return byKey
}

function estimate(
  registry: string,
  malformation: number,
  period: string,
  births: number | null,
  cases: number | null,
  complete: boolean,
): PrevalenceRow {
  const rate =
    births !== null && cases !== null && births > 0 ? prevalence({ cases, births }) : null
  return {
    registry,
    malformation,
    period,
    births,
    cases,
    rate: rate?.rate ?? null,
    lower: rate?.lower ?? null,
    upper: rate?.upper ?? null,
    suppressed: false,
    complete,
  }
}

/**
 * Prevalence per 10,000 births of each registry and of the pooled network, by
 * year, semester, month or over the whole range (one row per registry), exact numbers.
 *
 * A registry's period with any month not available (births or cases) is
 * incomplete: its births and cases are null, never summed as if the blank
 * were 0, and it has no rate. The network pools, period by period, the
 * registries complete for that period (sum of their cases over sum of their
 * births); a registry with some but not every month of the period reported is
 * left out of that period's pool and listed in `excluded`, and the network
 * row is then not `complete`; so is a registry that had started reporting
 * but sent none of the period's months yet. A registry that started reporting
 * after the period is simply not part of it. A period reaching past the
 * accepted data (a year whose last months are not yet reported or not yet
 * ended) is `partial`: no total, for a registry or the network, and not complete.
 * So is a period reaching past one registry's last accepted month: for that
 * registry, and for the network while any registry reporting by then has not
 * sent it yet (the network is never one registry's early semester drawn as
 * the whole network's, whatever the grouping). A registry that stops sending
 * keeps the network's later periods partial.
 */
export function prevalenceRows(
  data: PrevalenceMonths,
  groupBy: PrevalenceGrouping,
): PrevalenceRow[] {
  if (!data.range) return []
  const range = data.range
  const periods = periodsOf(range, groupBy)
  const byKey = totals(data, groupBy)
  const codes = [...new Set(data.months.map((row) => row.registry))]
  const reported = reportedSpan(data.months)
  // Reporting by `last` but with no accepted month after `to` yet: the period is not yet sent.
  const notYetSent = (code: string, last: string, to: string) => {
    const span = reported.get(code)
    return span !== undefined && span.first <= last && span.last < to
  }
  const rows: PrevalenceRow[] = []
  for (const malformation of data.malformations)
    for (const registry of data.registries)
      for (const period of periods) {
        const { first, last } = monthsOfPeriod(period)
        // Months of the period, within the bounds asked, past the accepted data: not yet
        // reported, or not yet ended.
        const from = data.asked?.from && data.asked.from > first ? data.asked.from : first
        const to = data.asked?.to && data.asked.to < last ? data.asked.to : last
        const beyondData = from < range.from || to > range.to
        const partial =
          beyondData ||
          (registry === NETWORK
            ? codes.some((code) => notYetSent(code, last, to))
            : notYetSent(registry, last, to))
        const mark = (row: PrevalenceRow): PrevalenceRow => (partial ? { ...row, partial } : row)
        if (registry !== NETWORK) {
          const total = byKey.get(`${registry}|${malformation}|${period}`)
          rows.push(
            mark(
              !partial && total?.births != null && total.cases != null
                ? estimate(registry, malformation, period, total.births, total.cases, true)
                : estimate(registry, malformation, period, null, null, false),
            ),
          )
          continue
        }
        let births = 0
        let cases = 0
        let pooled = 0
        const excluded: string[] = []
        for (const code of codes) {
          const total = byKey.get(`${code}|${malformation}|${period}`)
          if (!partial && total?.births != null && total.cases != null) {
            births += total.births
            cases += total.cases
            pooled++
          } else if (total?.reported || (reported.get(code)?.first ?? '9999-12') <= last)
            // Reporting by then but not complete for it: a blank month or one not yet sent.
            excluded.push(code)
        }
        const row =
          pooled > 0
            ? estimate(NETWORK, malformation, period, births, cases, excluded.length === 0)
            : estimate(NETWORK, malformation, period, null, null, false)
        rows.push(mark({ ...row, excluded }))
      }
  return rows
}
