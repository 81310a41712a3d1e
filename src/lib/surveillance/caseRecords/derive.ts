import { forEachInTurns } from '@/lib/concurrency/turns'
import { semesterMonths } from '../submissions/model'
import { groupsOfCase } from './groups'
import {
  caseOutcomes,
  type CaseOutcome,
  type CaseRecordInput,
  type CaseRecordSemester,
  type GroupDefinition,
} from './model'

export interface DerivedCounts {
  /** Every listed anomaly × the semester's six months, 0 where no case fell. */
  cases: { malformation: number; month: number; cases: number }[]
  /** The same, split by outcome (every outcome, 0 where none). */
  byOutcome: { malformation: number; month: number; outcome: CaseOutcome; cases: number }[]
  /** The definition versions the counts used, for each anomaly (what figures cite). */
  versions: { malformation: number; version: string }[]
}

/**
 * A semester's monthly counts per anomaly group from its case records: each case once in every
 * group it belongs to (live births, fetal deaths and terminations alike), under the versions
 * in force on its date (its day, or the 1st of its month when the day is not known).
 * `definitionsFor(date)` gives those versions; cases outside the semester's months are left
 * out (validation refuses them).
 */
export function deriveMonthlyCounts(
  semester: CaseRecordSemester,
  definitionsFor: (date: string) => GroupDefinition[],
  malformations: number[],
): DerivedCounts {
  const derive = countsDerivation(semester, definitionsFor, malformations)
  semester.cases.forEach(derive.add)
  return derive.result()
}

/** deriveMonthlyCounts giving the event loop a turn every thousand cases (a semester has 50,000). */
export async function deriveMonthlyCountsInTurns(
  semester: CaseRecordSemester,
  definitionsFor: (date: string) => GroupDefinition[],
  malformations: number[],
): Promise<DerivedCounts> {
  const derive = countsDerivation(semester, definitionsFor, malformations)
  await forEachInTurns(semester.cases, derive.add)
  return derive.result()
}

/** The counting of one case at a time (`add`), and the counts once every case is added. */
function countsDerivation(
  semester: CaseRecordSemester,
  definitionsFor: (date: string) => GroupDefinition[],
  malformations: number[],
) {
  const months = semesterMonths(semester.semester)
  const listed = new Set(malformations)
  const counts = new Map<string, number>()
  const versions = new Map<string, { malformation: number; version: string }>()
  const inForce = new Map<string, GroupDefinition[]>()
  const definitionsOn = (date: string) => {
    let definitions = inForce.get(date)
    if (!definitions) {
      definitions = definitionsFor(date)
      inForce.set(date, definitions)
      for (const { malformation, version } of definitions)
        if (listed.has(malformation))
          versions.set(`${malformation}:${version}`, { malformation, version })
    }
    return definitions
  }
  for (const month of months) definitionsOn(isoDate(semester.year, month, 1))
  const add = (record: CaseRecordInput) => {
    if (!months.includes(record.month)) return
    const definitions = definitionsOn(isoDate(semester.year, record.month, record.day ?? 1))
    for (const malformation of groupsOfCase(record.codes, definitions)) {
      if (!listed.has(malformation)) continue
      const key = `${malformation}:${record.month}:${record.outcome}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  const result = (): DerivedCounts => {
    const byOutcome = malformations.flatMap((malformation) =>
      months.flatMap((month) =>
        caseOutcomes.map((outcome) => ({
          malformation,
          month,
          outcome,
          cases: counts.get(`${malformation}:${month}:${outcome}`) ?? 0,
        })),
      ),
    )
    const cases = malformations.flatMap((malformation) =>
      months.map((month) => ({
        malformation,
        month,
        cases: caseOutcomes.reduce(
          (sum, outcome) => sum + (counts.get(`${malformation}:${month}:${outcome}`) ?? 0),
          0,
        ),
      })),
    )
    return {
      cases,
      byOutcome,
      versions: [...versions.values()].sort(
        (a, b) => a.malformation - b.malformation || a.version.localeCompare(b.version),
      ),
    }
  }
  return { add, result }
}

const isoDate = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
