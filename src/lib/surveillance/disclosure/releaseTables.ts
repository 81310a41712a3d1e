import type { StoredAuditTable, StoredCaseView } from '../releases/storedTables'
import type { BreakdownCell } from '../tables/caseBreakdown'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import { withheldBreakdownOverReleases } from './caseBreakdownGrid'
import type { ReleasedTable } from './overReleases'
import { gridTable, gridWithheldOverReleases, publicGrid, publishedRow } from './publicGrid'

/** One year's case records as a release needs them (null: the year has none). */
export interface ReleaseCaseYear {
  cells: BreakdownCell[]
  liveBirths: [key: string, births: number | null][]
  demo: boolean
}

/**
 * A new release's figures of one anomaly, year by year: the grid cells withheld knowing every
 * earlier release's table of that year (`gridWithheldOverReleases`), then the case views'
 * breakdown numbers with the grid settled (`withheldBreakdownOverReleases`), and each year's
 * table of everything published for the next release to account for. `rows` are the grid's
 * exact rows, `earlier` every earlier release's tables of each year, `caseYear` reads a year's
 * case records.
 */
export async function releaseTables(
  rows: PrevalenceRow[],
  threshold: number,
  earlier: (year: string) => ReleasedTable[],
  caseYear: (year: number) => Promise<ReleaseCaseYear>,
): Promise<{
  withheld: string[]
  audit: Record<string, StoredAuditTable>
  caseViews: Record<string, StoredCaseView>
}> {
  const years = [...new Set(rows.map((row) => row.period.slice(0, 4)))].sort()
  const withheld: string[] = []
  const audit: Record<string, StoredAuditTable> = {}
  const caseViews: Record<string, StoredCaseView> = {}
  for (const year of years) {
    const yearRows = rows.filter((row) => row.period.startsWith(year))
    const shown = yearRows.filter((row) => row.cases !== null)
    const before = earlier(year)
    const gridWithheld = gridWithheldOverReleases(shown, threshold, before)
    withheld.push(...gridWithheld)
    const cases = await caseYear(Number(year))
    if (cases.cells.length === 0) {
      audit[year] = { ...gridTable(shown), withheld: [...gridWithheld] } as StoredAuditTable
      continue
    }
    const grid = publicGrid(yearRows.map((row) => publishedRow(row, gridWithheld, threshold)))
    const breakdown = withheldBreakdownOverReleases(yearRows, grid, cases.cells, threshold, before)
    const { cellOf: _, ...table } = breakdown.table
    audit[year] = { ...table, withheld: [...breakdown.withheld] } as StoredAuditTable
    caseViews[year] = {
      // The atoms are for the algebra only: never stored where a reader's view is read from.
      cells: cases.cells.map(({ atoms: _, ...cell }) => cell),
      liveBirths: cases.liveBirths,
      withheld: [...breakdown.keys],
      demo: cases.demo,
    }
  }
  return { withheld, audit, caseViews }
}
