import type { Semester } from './model'

/** Days after a semester ends that registries have to send it, unless the site settings say otherwise. */
export const DEFAULT_SUBMISSION_DUE_DAYS = 60

/** The day a semester is due (UTC midnight): its last day plus the allowed days. */
export function semesterDueDate(
  period: { year: number; semester: Semester },
  dueDays: number,
): Date {
  // Day 0 of the month after the semester is its last day (30 June, 31 December).
  return new Date(Date.UTC(period.year, period.semester * 6, dueDays))
}
