import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import { isDownSyndrome } from '../caseRecords/maternalAge'
import { versionsInForce } from '../caseRecords/versionsInForce'
import {
  caseViewRowSource,
  caseViewsFromRelease,
  exactGridRows,
  thresholdToldTo,
} from '../disclosure'
import type { FieldIssue } from '../input/issues'
import type { Parsed } from '../input/query'
import { NETWORK } from '../monitoring/monthlySeries'
import { caseBreakdownCells, type BreakdownCell } from '../tables/caseBreakdown'
import type { CaseViewsQuery } from '../tables/caseViewsQuery'
import { caseViewRow, type CaseViewRow } from '../tables/caseViewRows'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import { findRegistryByCode, readCodeLists } from './codeLists'
import { latestRelease, releasedCaseView } from '../releases/readRelease'
import { loadDisclosurePolicy } from './disclosure'
import { loadCaseDefinitions, type CaseDefinitions } from './loadCaseDefinitions'
import { readCaseYear, type CaseYear } from './readCaseSemesters'
import { readPrevalenceMonths } from './readPrevalenceMonths'

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

/** What the rows of registries (and the network) a viewer does not see exactly are read from. */
interface Source {
  cellAt: Map<string, BreakdownCell>
  birthsAt: Map<string, number | null>
  liveBirths: Map<string, number | null>
  withheld: ReadonlySet<string>
}

/**
 * The latest release's case views of the anomaly and year, frozen when the office published
 * them with the numbers it withholds (chosen knowing every earlier release); null before any
 * release or when it has none for the year: nothing published.
 */
async function releasedSource(
  payload: Payload,
  malformation: number,
  year: number,
): Promise<Source | null> {
  const release = await latestRelease(payload)
  const released = release ? await releasedCaseView(payload, release, malformation, year) : null
  if (!released) return null
  const { view, births } = released
  return {
    cellAt: new Map(view.cells.map((cell) => [`${cell.registry}|${cell.period}`, cell])),
    birthsAt: new Map(births),
    liveBirths: new Map(view.liveBirths),
    withheld: new Set(view.withheld),
  }
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
 * and the network as the latest release published them (`releasedSource`), its withheld numbers
 * withheld, nothing before the first release. Registries that sent a period as monthly counts show no case-level data for it.
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
  const [figures, released] = await Promise.all([
    readCaseFigures(payload, malformation, year),
    caseViewsFromRelease(policy) ? releasedSource(payload, malformation, year) : null,
  ])
  const { exact, caseYear, cells, definitions, downSyndrome } = figures
  const live: Source = {
    cellAt: new Map(cells.map((cell) => [`${cell.registry}|${cell.period}`, cell])),
    birthsAt: new Map(exact.map((row) => [`${row.registry}|${row.period}`, row.births])),
    liveBirths: caseYear.liveBirths,
    withheld: new Set(),
  }
  // Nothing published yet: rows the viewer does not see exactly show nothing.
  const unpublished: Source = {
    cellAt: new Map(),
    birthsAt: new Map(),
    liveBirths: new Map(),
    withheld: new Set(),
  }

  const withNetwork = query.registries.length === 0 || query.registries.includes(NETWORK)
  const sourceOf = (registry: string) =>
    caseViewRowSource(policy, registry, { exact: live, released, none: unpublished })
  // The registries listed are those of the numbers each is read from: one a viewer reads from the
  // release is listed once the release holds it, not as soon as the office accepts its data.
  const codesOf = ({ cellAt, birthsAt }: Source) =>
    new Set([...cellAt.keys(), ...birthsAt.keys()].map((key) => key.slice(0, key.lastIndexOf('|'))))
  const codes = new Map(
    [live, released, unpublished].map((source) => [source, source && codesOf(source)]),
  )
  const everyCode = [...new Set([...codes.values()].flatMap((set) => (set ? [...set] : [])))]
    .filter((code) => code !== NETWORK && codes.get(sourceOf(code).numbers)?.has(code))
    .sort()
  const shown = [
    ...(withNetwork ? [NETWORK] : []),
    ...(asked.length > 0 ? asked : withNetwork ? everyCode : []),
  ]
  const periods = [`${year}-S1`, `${year}-S2`, String(year)]
  const rows = shown.flatMap((registry) =>
    periods.map((period) => {
      const { numbers, hidden } = sourceOf(registry)
      const { cellAt, birthsAt, liveBirths } = numbers
      const cell = cellAt.get(`${registry}|${period}`)
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
            ? sumOf(pooled.map((code) => liveBirths.get(`${code}|${period}`)))
            : (liveBirths.get(`${registry}|${period}`) ?? null),
        hidden: (name) => hidden(period, name),
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
