import type { FieldIssue } from '../input/issues'
import type { PrevalenceGrouping } from '../tables/prevalenceQuery'

/** The groupings of the public grid: calendar years and semesters. */
export const gridGroupings = ['year', 'semester'] as const satisfies readonly PrevalenceGrouping[]

const FIRST_MONTHS = { year: ['01'], semester: ['01', '07'] }
const LAST_MONTHS = { year: ['12'], semester: ['06', '12'] }

const isGridGrouping = (groupBy: PrevalenceGrouping): groupBy is (typeof gridGroupings)[number] =>
  (gridGroupings as readonly string[]).includes(groupBy)

/**
 * Whether every period of the answer is a whole period of the grid: grouped by year or semester,
 * from the first month of one of them to the last month of one (either bound may be left out:
 * the accepted data then decide, and a period they cut is partial, with no count).
 */
export function alignedToGrid(query: {
  from: string | null
  to: string | null
  groupBy: PrevalenceGrouping
}): boolean {
  if (!isGridGrouping(query.groupBy)) return false
  const { groupBy, from, to } = query
  return (
    (from === null || FIRST_MONTHS[groupBy].includes(from.slice(5, 7))) &&
    (to === null || LAST_MONTHS[groupBy].includes(to.slice(5, 7)))
  )
}

/**
 * What a visitor may not ask of the prevalence tables, said so (never answered with part of the
 * data): another grouping than years and semesters, or bounds that cut a period of the grid.
 */
export function gridQueryIssues(query: {
  from: string | null
  to: string | null
  groupBy: PrevalenceGrouping
}): FieldIssue[] {
  if (!isGridGrouping(query.groupBy))
    return [
      {
        field: 'groupBy',
        code: 'publicGridGrouping',
        params: { options: gridGroupings.join(', ') },
      },
    ]
  const issues: FieldIssue[] = []
  if (query.from !== null && !FIRST_MONTHS[query.groupBy].includes(query.from.slice(5, 7)))
    issues.push({
      field: 'from',
      code: query.groupBy === 'year' ? 'publicGridYearStart' : 'publicGridSemesterStart',
    })
  if (query.to !== null && !LAST_MONTHS[query.groupBy].includes(query.to.slice(5, 7)))
    issues.push({
      field: 'to',
      code: query.groupBy === 'year' ? 'publicGridYearEnd' : 'publicGridSemesterEnd',
    })
  return issues
}
