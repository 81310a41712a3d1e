import {
  caseClasses,
  caseOutcomes,
  type CaseClass,
  type CaseOutcome,
  type PrenatalDiagnosis,
} from '../caseRecords/model'
import {
  maternalAgeBand,
  maternalAgeBands,
  noneByMaternalAge,
  type ByMaternalAge,
  type MaternalAgeBand,
} from '../caseRecords/maternalAge'
import { NETWORK } from '../monitoring/monthlySeries'
import type { Semester } from '../submissions/model'

/**
 * What case records add to an anomaly's count: the same cases split three ways, each split
 * adding up to the count. A prenatal diagnosis not available (null) is counted with "unknown":
 * either way nobody can say the case was diagnosed before birth.
 */
export const breakdownFamilies = {
  outcome: caseOutcomes,
  prenatal: ['yes', 'no', 'unknown'] as const satisfies readonly PrenatalDiagnosis[],
  caseClass: caseClasses,
} as const

export type BreakdownFamily = keyof typeof breakdownFamilies

export interface CaseBreakdown {
  cases: number
  outcome: Record<CaseOutcome, number>
  prenatal: Record<(typeof breakdownFamilies)['prenatal'][number], number>
  caseClass: Record<CaseClass, number>
  /**
   * Down syndrome only, in a registry's period whose births by maternal age were sent: the
   * cases by band of the mother's age (a fourth split adding up to the count).
   */
  maternalAge?: ByMaternalAge
}

/** The stored fields of an accepted case record the breakdown reads. */
export interface BreakdownRecord {
  outcome: CaseOutcome
  prenatalDiagnosis: PrenatalDiagnosis | null
  /** The anomaly numbers the case belongs to (computed at acceptance). */
  groups: number[] | null
  caseClass: CaseClass | null
  /** In completed years; null: not available. */
  maternalAge?: number | null
}

/** One accepted semester sent as case records (a semester without a case still counts: 0s). */
export interface CaseSemester {
  registry: string
  year: number
  semester: Semester
  records: BreakdownRecord[]
  /** The births by maternal age band sent with the semester; null or absent: not sent. */
  birthsByMaternalAge?: ByMaternalAge | null
}

/**
 * A semester's cases in one combination of every category at once (outcome, prenatal diagnosis,
 * class, and the mother's age band where the semester is split by it). Never published: every
 * number published of the semester is a sum of these, so they are the unknowns an outsider's
 * algebra works on when the numbers change between releases (disclosure/caseBreakdownGrid.ts).
 */
export interface CaseAtom {
  outcome: CaseOutcome
  prenatal: (typeof breakdownFamilies)['prenatal'][number]
  caseClass: CaseClass | null
  maternalAge?: MaternalAgeBand
  count: number
}

/** A registry's (or the pooled network's) breakdown for one grid period of one anomaly. */
export interface BreakdownCell {
  registry: string
  malformation: number
  /** '2025-S1', '2025-S2' or '2025'. */
  period: string
  /** Network cells: the registries pooled, those with case data for the whole period. */
  pooled?: string[]
  counts: CaseBreakdown
  /** With `counts.maternalAge`: the period's births by maternal age band (its denominator). */
  maternalAgeBirths?: ByMaternalAge
  /** A registry's semester: its cases by every category at once, those not 0 (never shown). */
  atoms?: CaseAtom[]
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>

export const emptyBreakdown = (): CaseBreakdown => ({
  cases: 0,
  outcome: zeros(breakdownFamilies.outcome),
  prenatal: zeros(breakdownFamilies.prenatal),
  caseClass: zeros(breakdownFamilies.caseClass),
})

const addBands = (a: ByMaternalAge, b: ByMaternalAge): ByMaternalAge =>
  Object.fromEntries(maternalAgeBands.map((band) => [band, a[band] + b[band]])) as ByMaternalAge

/**
 * a + b, category by category (a year from its semesters, the network from its registries);
 * the maternal age split only when both have it.
 */
export function addBreakdowns(a: CaseBreakdown, b: CaseBreakdown): CaseBreakdown {
  const sum = emptyBreakdown()
  sum.cases = a.cases + b.cases
  for (const family of Object.keys(breakdownFamilies) as BreakdownFamily[]) {
    const target = sum[family] as Record<string, number>
    const left = a[family] as Record<string, number>
    const right = b[family] as Record<string, number>
    for (const key of breakdownFamilies[family]) target[key] = left[key]! + right[key]!
  }
  if (a.maternalAge && b.maternalAge) sum.maternalAge = addBands(a.maternalAge, b.maternalAge)
  return sum
}

/**
 * One semester's breakdown of one anomaly: every record whose groups hold the anomaly, once;
 * `byMaternalAge`: also by the band of the mother's age (unknown age in 'unknown').
 * A record without a class (never accepted) cannot be here: only accepted semesters are read.
 */
export function semesterBreakdown(
  records: BreakdownRecord[],
  malformation: number,
  byMaternalAge = false,
): CaseBreakdown {
  const counts = emptyBreakdown()
  if (byMaternalAge) counts.maternalAge = noneByMaternalAge()
  for (const record of records) {
    if (!record.groups?.includes(malformation)) continue
    counts.cases++
    counts.outcome[record.outcome]++
    counts.prenatal[record.prenatalDiagnosis ?? 'unknown']++
    if (record.caseClass) counts.caseClass[record.caseClass]++
    if (counts.maternalAge) counts.maternalAge[maternalAgeBand(record.maternalAge ?? null)]++
  }
  return counts
}

/** One semester's cases of one anomaly by every category at once (`CaseAtom`), in a fixed order. */
export function semesterAtoms(
  records: BreakdownRecord[],
  malformation: number,
  byMaternalAge = false,
): CaseAtom[] {
  const atoms = new Map<string, CaseAtom>()
  for (const record of records) {
    if (!record.groups?.includes(malformation)) continue
    const atom: CaseAtom = {
      outcome: record.outcome,
      prenatal: record.prenatalDiagnosis ?? 'unknown',
      caseClass: record.caseClass,
      ...(byMaternalAge ? { maternalAge: maternalAgeBand(record.maternalAge ?? null) } : {}),
      count: 0,
    }
    const key = atomName(atom)
    const found = atoms.get(key) ?? atom
    found.count++
    atoms.set(key, found)
  }
  return [...atoms.keys()].sort().map((key) => atoms.get(key)!)
}

/** An atom's combination of categories, as a name ('live-birth/yes/isolated[/20-24]'). */
export const atomName = (atom: CaseAtom): string =>
  [
    atom.outcome,
    atom.prenatal,
    atom.caseClass ?? 'none',
    ...(atom.maternalAge ? [atom.maternalAge] : []),
  ].join('/')

/** Whether an atom's cases are among those of a breakdown's number (`breakdownEntries`' names). */
export function atomCountedIn(atom: CaseAtom, name: string): boolean {
  if (name === 'cases') return true
  const [family, category] = name.split(':') as [string, string]
  if (family === 'maternalAge') return atom.maternalAge === category
  return atom[family as BreakdownFamily] === category
}

/**
 * The breakdown cells of one anomaly and year, on the public grid's periods: each registry's
 * semesters sent as case records, its year when both were, and for each period the network
 * pooled over the registries that have case data for the whole of it. A registry that sent a
 * period as monthly counts has no cell for it (no case-level data, which is not 0).
 * `downSyndrome`: the anomaly is Down syndrome, so a registry's periods whose births by maternal
 * age were sent (a year: both semesters') are also split by maternal age band; the network's
 * are not (its registries would not all have the denominator).
 */
export function caseBreakdownCells(
  semesters: CaseSemester[],
  malformation: number,
  year: number,
  downSyndrome = false,
): BreakdownCell[] {
  type Own = Pick<BreakdownCell, 'counts' | 'maternalAgeBirths' | 'atoms'>
  const bySemester = new Map<string, Map<Semester, Own>>()
  for (const semester of semesters) {
    if (semester.year !== year) continue
    const own = bySemester.get(semester.registry) ?? new Map<Semester, Own>()
    const bands = downSyndrome ? (semester.birthsByMaternalAge ?? null) : null
    own.set(semester.semester, {
      counts: semesterBreakdown(semester.records, malformation, bands !== null),
      atoms: semesterAtoms(semester.records, malformation, bands !== null),
      ...(bands ? { maternalAgeBirths: bands } : {}),
    })
    bySemester.set(semester.registry, own)
  }
  const cells: BreakdownCell[] = []
  for (const registry of [...bySemester.keys()].sort()) {
    const own = bySemester.get(registry)!
    for (const semester of [1, 2] as const) {
      const found = own.get(semester)
      if (found) cells.push({ registry, malformation, period: `${year}-S${semester}`, ...found })
    }
    const first = own.get(1)
    const second = own.get(2)
    if (first && second)
      cells.push({
        registry,
        malformation,
        period: String(year),
        counts: addBreakdowns(first.counts, second.counts),
        ...(first.maternalAgeBirths && second.maternalAgeBirths
          ? { maternalAgeBirths: addBands(first.maternalAgeBirths, second.maternalAgeBirths) }
          : {}),
      })
  }
  for (const period of [`${year}-S1`, `${year}-S2`, String(year)]) {
    const members = cells.filter((cell) => cell.period === period)
    if (members.length === 0) continue
    cells.push({
      registry: NETWORK,
      malformation,
      period,
      pooled: members.map((cell) => cell.registry),
      // The empty start has no maternal age split, so neither has the network's sum.
      counts: members.reduce((sum, cell) => addBreakdowns(sum, cell.counts), emptyBreakdown()),
    })
  }
  return cells
}

/** Every number of a breakdown by name ('cases', 'outcome:topfa'…), in a fixed order. */
export function breakdownEntries(counts: CaseBreakdown): [name: string, value: number][] {
  const entries: [string, number][] = [['cases', counts.cases]]
  for (const family of Object.keys(breakdownFamilies) as BreakdownFamily[])
    for (const key of breakdownFamilies[family])
      entries.push([`${family}:${key}`, (counts[family] as Record<string, number>)[key]!])
  if (counts.maternalAge)
    for (const band of maternalAgeBands)
      entries.push([`maternalAge:${band}`, counts.maternalAge[band]])
  return entries
}
