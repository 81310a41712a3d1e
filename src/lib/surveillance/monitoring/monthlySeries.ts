import type { CountsRow } from '../submissions/aggregateCounts'

/** The network as a whole: every registry pooled. */
export { NETWORK } from '../input/query'

/** One registry's (or the pooled network's) accepted months of one anomaly; null: not available. */
export interface MonthlySeries {
  months: string[]
  births: (number | null)[]
  cases: (number | null)[]
  /**
   * For the network, each registry's own series: the analyses compare every
   * registry with its own baseline rate (see standardize.ts). Absent: the
   * series is one registry's.
   */
  registries?: MonthlySeries[]
}

/**
 * Monthly rows of one anomaly as one series, in month order. For the network,
 * each month sums the registries whose births and cases are both known that
 * month, so a registry's missing month never counts as zero cases with its
 * births, nor as births without its cases; a month no registry reported is null.
 */
export function seriesFromRows(rows: CountsRow[], malformation: number): MonthlySeries {
  const byMonth = new Map<string, { births: number | null; cases: number | null }>()
  for (const row of rows) {
    if (row.malformation !== malformation) continue
    const total = byMonth.get(row.period)
    if (row.births === null || row.cases === null) {
      if (!total) byMonth.set(row.period, { births: null, cases: null })
      continue
    }
    if (!total || total.births === null || total.cases === null)
      byMonth.set(row.period, { births: row.births, cases: row.cases })
    else
      byMonth.set(row.period, { births: total.births + row.births, cases: total.cases + row.cases })
  }
  const months = [...byMonth.keys()].sort()
  return {
    months,
    births: months.map((month) => byMonth.get(month)!.births),
    cases: months.map((month) => byMonth.get(month)!.cases),
  }
}

/**
 * The series the analyses read: the registries pooled month by month (for
 * figures and charts), with each registry's own series when the rows hold more
 * than one, so that the tests compare observed with expected counts.
 */
export function anomalySeries(rows: CountsRow[], malformation: number): MonthlySeries {
  const pooled = seriesFromRows(rows, malformation)
  const byRegistry = new Map<string, CountsRow[]>()
  for (const row of rows) {
    if (row.malformation !== malformation) continue
    const own = byRegistry.get(row.registry) ?? []
    own.push(row)
    byRegistry.set(row.registry, own)
  }
  if (byRegistry.size <= 1) return pooled
  const registries = [...byRegistry.keys()]
    .sort()
    .map((registry) => seriesFromRows(byRegistry.get(registry)!, malformation))
  return { ...pooled, registries }
}

/** The anomalies that have accepted rows, in number order. */
export const malformationsIn = (rows: CountsRow[]): number[] =>
  [...new Set(rows.map((row) => row.malformation))].sort((a, b) => a - b)

/** A month `count` months after (or before, when negative) `month`. */
export function shiftMonth(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}
