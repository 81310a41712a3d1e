/** A registry's monthly counts for one semester, as stored and as the analyses read them. */

/**
 * Every submission document is one version of a registry's semester. `accepted` is the version
 * the analyses read (at most one per semester); `superseded` an earlier accepted version, kept;
 * `rolledBack` an accepted version the office took back, putting the one before in use again.
 */
export const submissionStatuses = [
  'draft',
  'submitted',
  'accepted',
  'returned',
  'superseded',
  'rolledBack',
] as const
export type SubmissionStatus = (typeof submissionStatuses)[number]

/** Statuses of a version the office accepted at some time: frozen, never written by a member. */
export const acceptedOnceStatuses: readonly SubmissionStatus[] = [
  'accepted',
  'superseded',
  'rolledBack',
]

/** How a semester is sent: monthly counts per anomaly, or one record per case (counts derived). */
export const submissionKinds = ['monthly-counts', 'case-records'] as const
export type SubmissionKind = (typeof submissionKinds)[number]

export type Semester = 1 | 2

export const MONTHS_PER_SEMESTER = 6

/** Calendar months (1–12) of a semester. */
export const semesterMonths = (semester: Semester): number[] =>
  Array.from({ length: MONTHS_PER_SEMESTER }, (_, index) => (semester - 1) * 6 + index + 1)

/** 'YYYY-MM' of a calendar month, the key of the accepted tables. */
export const monthKey = (year: number, month: number): string =>
  `${year}-${String(month).padStart(2, '0')}`

export const semesterOfMonth = (month: number): Semester => (month <= 6 ? 1 : 2)

/** Null everywhere means "not available"; 0 means none. */
export interface MonthlyBirths {
  month: number
  liveBirths: number | null
  stillbirths: number | null
}

export interface MonthlyCases {
  /** The malformation's number in the network. */
  malformation: number
  month: number
  cases: number | null
}

/** A semester's counts once every value has passed validation. */
export interface SemesterCounts {
  registry: string
  year: number
  semester: Semester
  births: MonthlyBirths[]
  cases: MonthlyCases[]
}

/**
 * Births of a month for a submission's own checks (cases against births):
 * live births plus the stillbirths when known, null when live births are unknown.
 */
export function totalBirths(births: Pick<MonthlyBirths, 'liveBirths' | 'stillbirths'>) {
  if (births.liveBirths === null) return null
  return births.liveBirths + (births.stillbirths ?? 0)
}

/**
 * The denominator of a month's rates: live births plus stillbirths. A month
 * whose stillbirths are not available enters no rate (null, never 0
 * stillbirths), unless the registry reports live births only (its
 * `liveBirthsOnly` field), whose denominator is then its live births.
 */
export function denominatorBirths(
  births: Pick<MonthlyBirths, 'liveBirths' | 'stillbirths'>,
  liveBirthsOnly: boolean,
): number | null {
  if (births.liveBirths === null) return null
  if (births.stillbirths === null) return liveBirthsOnly ? births.liveBirths : null
  return births.liveBirths + births.stillbirths
}

/** A plausibility warning kept on the submission for the office; never blocks it. */
export interface PlausibilityWarning {
  code:
    | 'aboveOwnHistory'
    | 'aboveNetwork'
    | 'birthsJump'
    | 'birthsDrop'
    | 'anomalyNowBlank'
    | 'allZeroMonth'
    | 'allZeroSemester'
    | 'semesterBelowHistory'
    | 'semesterAboveHistory'
    | 'monthWithoutBirths'
    | 'semesterBlank'
  params: Record<string, string | number>
  /** Names the warning apart from the language (code, malformation number, month), so the
   * member's explanation written while typing finds it again when the semester is saved. */
  key: string
}

/** The key of a warning: its code, the malformation's number and the month it is about. */
export const warningKey = (code: string, malformation?: number, month?: number): string =>
  [code, malformation ?? '', month ?? ''].join(':')

/** The last semester that has ended before `today`: July–December of last year until June. */
export function lastEndedSemester(today: Date = new Date()): { year: number; semester: Semester } {
  const year = today.getUTCFullYear()
  return today.getUTCMonth() < 6 ? { year: year - 1, semester: 2 } : { year, semester: 1 }
}

/**
 * Whether a semester has ended by `today`: one that has not cannot be submitted (its last months
 * would be blank and counted as sent); it may be kept as a draft.
 */
export function semesterEnded(year: number, semester: Semester, today: Date = new Date()): boolean {
  const last = lastEndedSemester(today)
  return year < last.year || (year === last.year && semester <= last.semester)
}

/**
 * Set in a write's context by the office's accept, return and rollback, which also write the
 * accepted tables: the submission's status guard lets only those change a status the office owns.
 */
export const REVIEW_CONTEXT = 'surveillanceReview'
