export const RELEASES = 'surveillance-releases'
export const RELEASE_TABLES = 'surveillance-release-tables'

import type { KeyedRelation, ReleasedTable } from '../disclosure'
import type { CountsRow } from '../submissions/aggregateCounts'
import type { BreakdownCell } from '../tables/caseBreakdown'
import type { PrevalenceRow } from '../tables/prevalenceRows'

/** One anomaly-year's published numbers as stored: its cells, relations and withheld keys. */
export interface StoredAuditTable {
  cells: { key: string; value: number; rank: number; unknown?: boolean }[]
  relations: KeyedRelation[]
  withheld: string[]
}

/** One anomaly-year's case views as published: exact breakdowns, live births, withheld keys. */
export interface StoredCaseView {
  cells: BreakdownCell[]
  liveBirths: [key: string, births: number | null][]
  withheld: string[]
  demo: boolean
}

/** One anomaly's frozen figures in a release (`surveillance-release-tables`). */
export interface StoredReleaseTable {
  malformation: number
  rows: PrevalenceRow[]
  withheld: string[]
  audit: Record<string, StoredAuditTable>
  caseViews: Record<string, StoredCaseView>
  /**
   * Every registry's accepted months of the anomaly (births and cases), as the network's
   * monitoring reads them: its statistics for readers without exact numbers.
   */
  months: CountsRow[]
}

export const releasedTable = (stored: StoredAuditTable): ReleasedTable => ({
  cells: stored.cells,
  relations: stored.relations,
  withheld: new Set(stored.withheld),
})
