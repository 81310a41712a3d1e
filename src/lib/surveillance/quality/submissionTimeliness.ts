import { semesterDueDate } from '../submissions/dueDate'
import type { Semester } from '../submissions/model'

/** One semester's sending, as the panel reads it from the submissions and the accepted tables. */
export interface SemesterSending {
  registry: string
  year: number
  semester: Semester
  /** The earliest day any version of the semester was sent for review; null when none says. */
  firstSentAt: string | null
  /** The office holds accepted numbers of the semester (sent, even without a dated submission). */
  accepted: boolean
}

/**
 * A registry's (or the network's) reporting over a year, as DHIS2's reporting rates: of the
 * semesters expected, how many were sent, on time (by the due day) or late, and how many are
 * missing. A semester accepted without a dated submission (history imported by the office) is
 * sent, neither on time nor late: `undated`.
 */
export interface Timeliness {
  expected: number
  sent: number
  onTime: number
  late: number
  undated: number
  missing: number
}

export const noTimeliness = (): Timeliness => ({
  expected: 0,
  sent: 0,
  onTime: 0,
  late: 0,
  undated: 0,
  missing: 0,
})

export const addTimeliness = (a: Timeliness, b: Timeliness): Timeliness => ({
  expected: a.expected + b.expected,
  sent: a.sent + b.sent,
  onTime: a.onTime + b.onTime,
  late: a.late + b.late,
  undated: a.undated + b.undated,
  missing: a.missing + b.missing,
})

const semesterIndex = (year: number, semester: Semester) => year * 2 + semester - 1

/**
 * One registry's timeliness in `year`. A semester is expected from the first one the registry
 * ever sent (a registry owes nothing before it joined) once its due day has passed, or earlier
 * when it was already sent; one due and never sent is missing.
 */
export function registryTimeliness(
  sendings: SemesterSending[],
  year: number,
  dueDays: number,
  today: Date,
): Timeliness {
  const result = noTimeliness()
  const sent = sendings.filter((one) => one.accepted || one.firstSentAt !== null)
  if (sent.length === 0) return result
  const first = Math.min(...sent.map((one) => semesterIndex(one.year, one.semester)))
  for (const semester of [1, 2] as const) {
    if (semesterIndex(year, semester) < first) continue
    const due = semesterDueDate({ year, semester }, dueDays)
    const sending = sent.find((one) => one.year === year && one.semester === semester)
    if (!sending) {
      if (today.getTime() > due.getTime()) {
        result.expected += 1
        result.missing += 1
      }
      continue
    }
    result.expected += 1
    result.sent += 1
    if (sending.firstSentAt === null) result.undated += 1
    // Sent any time on the due day is on time.
    else if (sending.firstSentAt.slice(0, 10) <= due.toISOString().slice(0, 10)) result.onTime += 1
    else result.late += 1
  }
  return result
}
