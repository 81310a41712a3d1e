import type { CountsRow } from '../submissions/aggregateCounts'

/**
 * Births covered by each registry in each year of `years`, from the accepted
 * months read for the tables (births are the same on every anomaly's row, so
 * one anomaly's rows are read per registry). A year with any month's births
 * not available is null, never a smaller sum.
 */
export function birthsByYear(
  months: CountsRow[],
  registries: string[],
  years: number[],
): { code: string; births: (number | null)[] }[] {
  const totals = new Map<string, number | null>()
  const source = new Map<string, number>()
  for (const row of months) {
    const anomaly = source.get(row.registry) ?? row.malformation
    source.set(row.registry, anomaly)
    if (row.malformation !== anomaly) continue
    const key = `${row.registry}|${row.period.slice(0, 4)}`
    const total = totals.has(key) ? totals.get(key)! : 0
    totals.set(key, total === null || row.births === null ? null : total + row.births)
  }
  return registries.map((code) => ({
    code,
    births: years.map((year) => totals.get(`${code}|${year}`) ?? null),
  }))
}
