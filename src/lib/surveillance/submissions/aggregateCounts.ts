import type { CountsGrouping } from './countsQuery'

/** One accepted month as read from the accepted tables; null: not available. */
export interface MonthCount {
  registry: string
  malformation: number
  month: string
  cases: number | null
}

export interface MonthBirths {
  registry: string
  month: string
  /** Live births plus stillbirths; null when live births are not available. */
  births: number | null
}

export interface CountsRow {
  registry: string
  malformation: number
  period: string
  births: number | null
  cases: number | null
}

/** '2025-03' → '2025-03', '2025-S1' or '2025'. */
export function periodOf(month: string, groupBy: CountsGrouping): string {
  if (groupBy === 'month') return month
  const year = month.slice(0, 4)
  if (groupBy === 'year') return year
  return `${year}-S${Number(month.slice(5, 7)) <= 6 ? 1 : 2}`
}

/** Every 'YYYY-MM' from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = []
  let year = Number(from.slice(0, 4))
  let month = Number(from.slice(5, 7))
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7))
  while (year * 12 + month <= last) {
    months.push(`${year}-${String(month).padStart(2, '0')}`)
    month++
    if (month > 12) {
      month = 1
      year++
    }
  }
  return months
}

/** The first and last of these months, in one pass (no sort); null for none. */
export function monthSpan(rows: readonly { month: string }[]): { from: string; to: string } | null {
  if (rows.length === 0) return null
  let from = rows[0]!.month
  let to = from
  for (const { month } of rows) {
    if (month < from) from = month
    else if (month > to) to = month
  }
  return { from, to }
}

/**
 * Sums accepted months into months, semesters or years, for each registry ×
 * malformation that has accepted data. A period is summed only when every one
 * of its months (within from–to) is known: a single blank or missing month
 * makes the whole period null ("not available"), never a sum that treats the
 * blank as 0. Births and cases are judged separately.
 */
export function aggregateCounts(
  cases: MonthCount[],
  births: MonthBirths[],
  range: { from: string; to: string },
  groupBy: CountsGrouping,
): CountsRow[] {
  const months = monthsBetween(range.from, range.to)
  const birthsOf = new Map(births.map((row) => [`${row.registry}|${row.month}`, row.births]))
  const casesOf = new Map<string, Map<string, number | null>>()
  for (const row of cases) {
    const pair = `${row.registry}|${row.malformation}`
    let byMonth = casesOf.get(pair)
    if (!byMonth) casesOf.set(pair, (byMonth = new Map()))
    byMonth.set(row.month, row.cases)
  }

  const rows: CountsRow[] = []
  const pairs = [...casesOf.keys()].sort((a, b) => {
    const [ra, ma] = a.split('|')
    const [rb, mb] = b.split('|')
    return ra!.localeCompare(rb!) || Number(ma) - Number(mb)
  })
  for (const pair of pairs) {
    const [registry, malformationText] = pair.split('|') as [string, string]
    const byMonth = casesOf.get(pair)!
    const periods = new Map<string, { births: number | null; cases: number | null }>()
    for (const month of months) {
      const period = periodOf(month, groupBy)
      const total = periods.get(period) ?? { births: 0, cases: 0 }
      const monthBirths = birthsOf.get(`${registry}|${month}`)
      const monthCases = byMonth.get(month)
      total.births =
        total.births === null || monthBirths === undefined || monthBirths === null
          ? null
          : total.births + monthBirths
      total.cases =
        total.cases === null || monthCases === undefined || monthCases === null
          ? null
          : total.cases + monthCases
      periods.set(period, total)
    }
    for (const [period, total] of periods)
      rows.push({ registry, malformation: Number(malformationText), period, ...total })
  }
  return rows
}
