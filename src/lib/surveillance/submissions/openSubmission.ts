import type { SemesterVersionItem } from '@/lib/surveillance/data/semesterVersionList'
import type { MonthlyNumbers, SubmissionSummary } from './summary'

/** One submission opened from the office's grid: who sent it, its warnings, its numbers, the review. */
export interface OpenSubmission extends SubmissionSummary {
  /** Each plausibility warning as a sentence, with what the member wrote about it. */
  warnings: { message: string; explanation: string | null }[]
  /** A new version of an accepted semester, whose accepted numbers stay until it is accepted. */
  resubmission: boolean
  /** The accepted version a resubmission is compared with; null for a first submission. */
  accepted: MonthlyNumbers | null
  /** Cells (keys of `cellKey`) where the new version differs from the accepted one. */
  changed: string[]
  /** For a semester sent as case records, how many; null for monthly counts. */
  caseRecords: number | null
  submittedBy: string | null
  submittedAt: string | null
  reviewedBy: string | null
  reviewedAt: string | null
  /**
   * Accepted case records: the version of each anomaly's definition their derived counts used
   * (the submission's `definitionVersions`); null for monthly counts or before acceptance.
   */
  definitionVersions: { malformation: number; version: string }[] | null
  /** Which version of its semester this is (1 for the first). */
  version: number
  /** Every version of the semester, the latest first (this one included). */
  versions: SemesterVersionItem[]
}
