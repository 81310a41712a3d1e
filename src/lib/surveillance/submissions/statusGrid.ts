import { lastEndedSemester, type Semester } from './model'
import type { SubmissionStatus } from './summary'

export type CellStatus = SubmissionStatus | 'missing'

export interface SemesterKey {
  year: number
  semester: Semester
}

/** The `count` most recent semesters that have ended, latest first. */
export function endedSemesters(count: number, today = new Date()): SemesterKey[] {
  const list: SemesterKey[] = []
  let { year, semester } = lastEndedSemester(today)
  while (list.length < count) {
    list.push({ year, semester })
    if (semester === 2) semester = 1
    else {
      semester = 2
      year -= 1
    }
  }
  return list
}

/** Latest first: by year, then semester. */
const later = (a: SemesterKey, b: SemesterKey) => a.year - b.year || a.semester - b.semester

/**
 * The grid's columns: the semesters that have ended, and before them any later semester (the
 * one under way) a registry has already sent, so a submission waiting for review always has its
 * cell. A draft is the member's own business and adds no column.
 */
export function gridSemesters(
  ended: SemesterKey[],
  stored: Pick<StoredState, 'year' | 'semester' | 'status'>[],
): SemesterKey[] {
  const newest = ended[0]
  const ahead = new Map<string, SemesterKey>()
  for (const item of stored) {
    const period = { year: item.year, semester: item.semester as Semester }
    if (item.status === 'draft' || (newest && later(period, newest) <= 0)) continue
    ahead.set(`${period.year}/${period.semester}`, period)
  }
  return [...[...ahead.values()].sort((a, b) => later(b, a)), ...ended]
}

export interface StoredState {
  id: number | string
  registryCode: string
  year: number
  semester: number
  status: SubmissionStatus
  version: number
  updatedAt: string
}

/**
 * The cell of a registry × semester: what waits for the office comes first
 * (a submission under review), otherwise its latest version; an earlier accepted version
 * (superseded or rolled back) is history, listed when the semester is opened.
 */
export function cellFor(
  stored: StoredState[],
  registryCode: string,
  period: SemesterKey,
): { status: CellStatus; id: number | string | null } {
  const matching = stored
    .filter(
      (s) =>
        s.registryCode === registryCode && s.year === period.year && s.semester === period.semester,
    )
    .filter((s) => s.status !== 'superseded' && s.status !== 'rolledBack')
    .sort((a, b) => b.version - a.version || b.updatedAt.localeCompare(a.updatedAt))
  const chosen = matching.find((s) => s.status === 'submitted') ?? matching[0]
  return chosen ? { status: chosen.status, id: chosen.id } : { status: 'missing', id: null }
}

/** Registries the reminder is for: nothing under review or accepted for the semester. */
export const needsReminder = (status: CellStatus): boolean =>
  status === 'missing' || status === 'draft' || status === 'returned'
