import type { FieldIssue } from '../input/issues'
import type { CountsRow } from '../submissions/aggregateCounts'
import type { PrevalenceGrouping } from '../tables/prevalenceQuery'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import { discloseCounts, type DisclosedCountsRow } from './discloseCounts'
import { discloseRows } from './discloseRows'
import { alignedToGrid, gridQueryIssues } from './gridQuery'
import type { PublicGrid } from './publicGrid'
import { heldToGrid, seesEverything, type DisclosurePolicy } from './viewer'

/** The periods a table answer covers: its grouping and its bounds. */
export interface TableQuery {
  from: string | null
  to: string | null
  groupBy: PrevalenceGrouping
}

/**
 * Reads the public grid of the anomalies asked (the latest release's, `data/disclosure.ts`);
 * called only when the viewer does not see every number exactly.
 */
export type GridSource = () => Promise<PublicGrid>

/**
 * What this viewer may not ask of the prevalence tables (JSON, files, page), said so and never
 * answered with part of the data: a visitor is held to whole years and semesters of the grid.
 */
export const tableQueryIssues = (policy: DisclosurePolicy, query: TableQuery): FieldIssue[] =>
  heldToGrid(policy) ? gridQueryIssues(query) : []

/**
 * The prevalence table rows (JSON, CSV/XLSX, the page's table, trend and forest plot) as this
 * viewer may see them: a function of the exact rows of any grouping of one answer. Whoever sees
 * every number gets them as they are, and the grid is not read; anyone else gets `discloseRows`
 * over the public grid, read once for every grouping.
 */
export async function tableRowsFor(
  policy: DisclosurePolicy,
  grid: GridSource,
): Promise<(exact: PrevalenceRow[], query: TableQuery) => PrevalenceRow[]> {
  if (seesEverything(policy)) return (exact) => exact
  const shown = await grid()
  return (exact, query) => discloseRows(exact, policy, shown, alignedToGrid(query))
}

/**
 * Accepted counts of semesters or years (`GET /api/surveillance/counts`) as this viewer may see
 * them: exact where they see the registry exactly, the grid's count of a whole period otherwise,
 * withheld for cut periods.
 */
export async function disclosedCounts(
  policy: DisclosurePolicy,
  rows: CountsRow[],
  query: TableQuery,
  grid: GridSource,
): Promise<DisclosedCountsRow[]> {
  if (seesEverything(policy)) return rows
  return discloseCounts(rows, policy, await grid(), alignedToGrid(query))
}

/**
 * Accepted months (`GET /api/surveillance/monthly-counts`): exact where the viewer sees the
 * registry exactly, withheld otherwise. Months are never on the public grid, so no grid is read.
 */
export const disclosedMonths = (policy: DisclosurePolicy, months: CountsRow[]) =>
  discloseCounts(months, policy, new Map(), false)
