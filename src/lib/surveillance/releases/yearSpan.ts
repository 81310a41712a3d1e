/**
 * The first and last year of the rows' periods ('2024', '2024-S1', '2024-03'), null without rows.
 * A loop, not Math.min(...years): a large network's rows (half a million at 16 times the demo)
 * overflow the call stack as arguments of one call.
 */
export function yearSpan(
  tables: readonly { rows: readonly { period: string }[] }[],
): { from: number; to: number } | null {
  let from = Infinity
  let to = -Infinity
  for (const table of tables)
    for (const row of table.rows) {
      const year = Number(row.period.slice(0, 4))
      if (year < from) from = year
      if (year > to) to = year
    }
  return from <= to ? { from, to } : null
}
