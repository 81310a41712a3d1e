import type { Payload } from 'payload'
import { memoize } from '@/lib/cache/memo'
import { collectionTag } from '@/lib/cacheTags'
import type { User } from '@/payload-types'
import { isDownSyndrome } from '../caseRecords/maternalAge'
import { versionsInForce } from '../caseRecords/versionsInForce'
import { breakdownKey, withheldBreakdown } from '../disclosure/caseBreakdownGrid'
import { exactGridRows } from '../disclosure/publicGrid'
import { seesEverything, seesExactly, thresholdToldTo } from '../disclosure/viewer'
import type { FieldIssue } from '../input/issues'
import type { Parsed } from '../input/query'
import { NETWORK } from '../monitoring/monthlySeries'
import { caseBreakdownCells, type BreakdownCell } from '../tables/caseBreakdown'
import type { CaseViewsQuery } from '../tables/caseViewsQuery'
import { caseViewRow, type CaseViewRow } from '../tables/caseViewRows'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import { findRegistryByCode, readCodeLists } from './codeLists'
import { gridTags, loadDisclosurePolicy, loadPublicGrid } from './disclosure'
import { loadCaseDefinitions, type CaseDefinitions } from './loadCaseDefinitions'
import { readCaseYear, type CaseYear } from './readCaseSemesters'
import { readPrevalenceMonths } from './readPrevalenceMonths'
import { suppressionThreshold } from './suppressionThreshold'

export interface CaseViews {
  /** The network first, then each registry; each with its semesters and year. */
  rows: CaseViewRow[]
  demo: boolean
  /** The anomaly is Down syndrome: rows carry its prevalence by maternal age band. */
  downSyndrome: boolean
  /** Numbers under this many cases are withheld from this viewer; null: exact numbers. */
  suppressionThreshold: number | null
}

interface CaseFigures {
  /** The public grid's cells of the year before withholding (their births and true counts). */
  exact: PrevalenceRow[]
  caseYear: CaseYear
  cells: BreakdownCell[]
  definitions: CaseDefinitions
  downSyndrome: boolean
}

/** Everything the views of one anomaly and year are computed from, exact. */
async function readCaseFigures(
  payload: Payload,
  malformation: number,
  year: number,
): Promise<CaseFigures> {
  const [read, caseYear, definitions] = await Promise.all([
    // The whole history, as the grid reads it: which registries the network pools is the same.
    readPrevalenceMonths(payload, {
      malformations: [malformation],
      registries: [NETWORK],
      from: null,
      to: null,
    }),
    readCaseYear(payload, year),
    loadCaseDefinitions(payload),
  ])
  const exact = read.ok
    ? exactGridRows(read.value).filter((row) => row.period.slice(0, 4) === String(year))
    : []
  // Which anomaly is Down syndrome is read from its code list in force at the year's end.
  const downSyndrome = isDownSyndrome(definitions.definitions, malformation, `${year}-12-31`)
  return {
    exact,
    caseYear,
    cells: caseBreakdownCells(caseYear.semesters, malformation, year, downSyndrome),
    definitions,
    downSyndrome,
  }
}

/**
 * The breakdown numbers withheld from anyone held to the public grid, chosen once per anomaly
 * and year (`withheldBreakdown`) and kept until the accepted data or the settings change, so
 * that every answer withholds the same ones and no two answers can be differenced.
 */
function publicWithheld(payload: Payload, malformation: number, year: number): Promise<string[]> {
  return memoize(
    `surveillance:case-breakdown:${malformation}:${year}`,
    [...gridTags, collectionTag('data-submissions'), collectionTag('anomaly-definitions')],
    async () => {
      const [figures, grid, threshold] = await Promise.all([
        readCaseFigures(payload, malformation, year),
        loadPublicGrid(payload, [malformation]),
        suppressionThreshold(payload),
      ])
      return [...withheldBreakdown(figures.exact, grid, figures.cells, threshold)]
    },
  )
}

const sumOf = (values: (number | null | undefined)[]): number | null =>
  values.some((value) => value === null || value === undefined)
    ? null
    : values.reduce<number>((sum, value) => sum + value!, 0)

const lastDay = (year: number, period: string) =>
  period.endsWith('S1') ? `${year}-06-30` : `${year}-12-31`

/**
 * The case views of one anomaly and year for this user, through the disclosure policy: the
 * registries the user sees exactly (their own; every one for the office) in full, the others
 * and the network as the public grid allows, with the numbers chosen by `publicWithheld`
 * withheld. Registries that sent a period as monthly counts show no case-level data for it.
 */
export async function loadCaseViews(
  payload: Payload,
  user: User | null | undefined,
  query: CaseViewsQuery,
): Promise<Parsed<CaseViews>> {
  const { registries: registryDocs, malformations } = await readCodeLists(payload)
  const issues: FieldIssue[] = []
  if (!malformations.some((doc) => doc.number === query.malformation))
    issues.push({
      field: 'malformation',
      code: 'unknownMalformation',
      params: { value: query.malformation },
    })
  const asked = query.registries.flatMap((code) => {
    if (code === NETWORK) return []
    const doc = findRegistryByCode(registryDocs, code)
    if (!doc) issues.push({ field: 'registry', code: 'unknownRegistry', params: { value: code } })
    return doc ? [doc.networkCode] : []
  })
  if (issues.length > 0) return { ok: false, issues }

  const { malformation, year } = query
  const policy = await loadDisclosurePolicy(payload, user)
  const everything = seesEverything(policy)
  const [figures, withheldList] = await Promise.all([
    readCaseFigures(payload, malformation, year),
    everything ? Promise.resolve([]) : publicWithheld(payload, malformation, year),
  ])
  const withheld = new Set(withheldList)
  const { exact, caseYear, cells, definitions, downSyndrome } = figures
  const cellAt = new Map(cells.map((cell) => [`${cell.registry}|${cell.period}`, cell]))
  const birthsAt = new Map(exact.map((row) => [`${row.registry}|${row.period}`, row.births]))

  const withNetwork = query.registries.length === 0 || query.registries.includes(NETWORK)
  const everyCode = [
    ...new Set([
      ...exact.map((row) => row.registry).filter((code) => code !== NETWORK),
      ...cells.map((cell) => cell.registry).filter((code) => code !== NETWORK),
    ]),
  ].sort()
  const shown = [
    ...(withNetwork ? [NETWORK] : []),
    ...(asked.length > 0 ? asked : withNetwork ? everyCode : []),
  ]
  const periods = [`${year}-S1`, `${year}-S2`, String(year)]
  const rows = shown.flatMap((registry) =>
    periods.map((period) => {
      const cell = cellAt.get(`${registry}|${period}`)
      const exactly = seesExactly(policy, registry)
      const pooled = cell?.pooled ?? []
      return caseViewRow({
        registry,
        malformation,
        period,
        cell,
        births:
          registry === NETWORK
            ? sumOf(pooled.map((code) => birthsAt.get(`${code}|${period}`)))
            : (birthsAt.get(`${registry}|${period}`) ?? null),
        liveBirths:
          registry === NETWORK
            ? sumOf(pooled.map((code) => caseYear.liveBirths.get(`${code}|${period}`)))
            : (caseYear.liveBirths.get(`${registry}|${period}`) ?? null),
        hidden: (name) => !exactly && withheld.has(breakdownKey(registry, period, name)),
        definitions: versionsInForce(
          definitions.definitions,
          malformation,
          `${period.slice(0, 4)}-${period.endsWith('S2') ? '07' : '01'}-01`,
          lastDay(year, period),
        ),
      })
    }),
  )
  return {
    ok: true,
    value: {
      rows,
      demo: caseYear.demo,
      downSyndrome,
      suppressionThreshold: thresholdToldTo(policy),
    },
  }
}
