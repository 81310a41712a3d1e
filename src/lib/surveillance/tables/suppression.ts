import { NETWORK } from '../monitoring/monthlySeries'
import { prevalenceRows, type PrevalenceMonths, type PrevalenceRow } from './prevalenceRows'
import type { PrevalenceGrouping } from './prevalenceQuery'

/**
 * The site settings' default: cells with fewer cases than this are withheld
 * from visitors who are not logged in (a small count could identify a
 * family); 0 turns the rule off. Members see exact numbers.
 */
export const DEFAULT_SUPPRESSION_THRESHOLD = 5

const withheld = (row: PrevalenceRow, complementary: boolean): PrevalenceRow => ({
  ...row,
  cases: null,
  rate: null,
  lower: null,
  upper: null,
  suppressed: true,
  ...(complementary ? { complementary: true } : {}),
})

const isSmall = (row: PrevalenceRow, threshold: number) =>
  row.cases !== null && row.cases < threshold

/**
 * The rows as the public sees them. A cell with fewer cases than `threshold`
 * loses its cases, rate and interval and is marked `suppressed`; births are
 * kept. The network's total is shown, so a lone withheld registry of an
 * anomaly and period could be worked back as the total minus the others: in
 * that case the pooled registry with the fewest cases is withheld too
 * (complementary suppression). Pass every registry of the pool with the
 * network row, or the complement cannot be chosen.
 */
export function suppressSmallCounts(rows: PrevalenceRow[], threshold: number): PrevalenceRow[] {
  if (threshold <= 0) return rows
  const groups = new Map<string, PrevalenceRow[]>()
  for (const row of rows) {
    const key = `${row.malformation}|${row.period}`
    groups.set(key, [...(groups.get(key) ?? []), row])
  }
  const complements = new Set<PrevalenceRow>()
  for (const group of groups.values()) {
    const network = group.find((row) => row.registry === NETWORK)
    if (!network || network.cases === null || isSmall(network, threshold)) continue
    // The registries whose cases add up to the network's (a registry with a
    // month not available has no cases and is not in the sum).
    const pooled = group.filter((row) => row.registry !== NETWORK && row.cases !== null)
    const small = pooled.filter((row) => isSmall(row, threshold))
    if (small.length !== 1) continue
    const next = pooled
      .filter((row) => !isSmall(row, threshold))
      .sort((a, b) => a.cases! - b.cases! || a.registry.localeCompare(b.registry))[0]
    if (next) complements.add(next)
  }
  return rows.map((row) =>
    isSmall(row, threshold) || complements.has(row) ? withheld(row, complements.has(row)) : row,
  )
}

/**
 * The public view of `data` grouped by `groupBy`: the suppression is decided
 * over the network and every registry read (so that two requests showing
 * different registries withhold the same cells), then the registries of
 * `data.registries` are returned in their order. `data` must hold every
 * registry's months (read with the network asked).
 */
export function publicPrevalenceRows(
  data: PrevalenceMonths,
  groupBy: PrevalenceGrouping,
  threshold: number,
): PrevalenceRow[] {
  const everyCode = [...new Set(data.months.map((row) => row.registry))]
  const pool = suppressSmallCounts(
    prevalenceRows({ ...data, registries: [NETWORK, ...everyCode] }, groupBy),
    threshold,
  )
  const decided = new Map(
    pool.map((row) => [`${row.registry}|${row.malformation}|${row.period}`, row]),
  )
  return prevalenceRows(data, groupBy).map(
    (row) => decided.get(`${row.registry}|${row.malformation}|${row.period}`) ?? row,
  )
}
