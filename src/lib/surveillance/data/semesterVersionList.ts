import type { Payload } from 'payload'
import type { DataSubmission } from '@/payload-types'
import {
  acceptedOnceStatuses,
  submissionStatuses,
  type SubmissionStatus,
} from '../submissions/model'
import { semesterWhere, type SemesterPeriod } from './semesterVersions'

/** One version of a semester as the office's review lists it. */
export interface SemesterVersionItem {
  id: number | string
  version: number
  status: SubmissionStatus
  kind: 'monthly-counts' | 'case-records'
  submittedBy: string | null
  submittedAt: string | null
  /** For a version the office accepted at some time: who accepted it, and when. */
  acceptedBy: string | null
  acceptedAt: string | null
  rolledBackBy: string | null
  rolledBackAt: string | null
}

const personName = (value: DataSubmission['submittedBy']): string | null =>
  value && typeof value === 'object' ? value.name || value.email || null : null

/**
 * Every version of a registry's semester, the latest first: the one in use (`accepted`), the
 * earlier accepted ones kept (`superseded`, `rolledBack`) with who accepted them and when, and
 * the one the registry works on or the office reviews.
 */
export async function listSemesterVersions(
  payload: Payload,
  period: SemesterPeriod,
): Promise<SemesterVersionItem[]> {
  const { docs } = await payload.find({
    collection: 'data-submissions',
    where: semesterWhere(period),
    sort: '-version',
    depth: 1,
    populate: { users: { name: true, email: true } },
    limit: 0,
    pagination: false,
    overrideAccess: true,
    select: {
      version: true,
      status: true,
      kind: true,
      submittedBy: true,
      submittedAt: true,
      reviewedBy: true,
      reviewedAt: true,
      rolledBackBy: true,
      rolledBackAt: true,
    },
  })
  return docs.map((doc) => {
    const status = submissionStatuses.find((value) => value === doc.status) ?? 'draft'
    const acceptedOnce = acceptedOnceStatuses.includes(status)
    return {
      id: doc.id,
      version: doc.version ?? 1,
      status,
      kind: doc.kind ?? 'monthly-counts',
      submittedBy: personName(doc.submittedBy),
      submittedAt: doc.submittedAt ?? null,
      acceptedBy: acceptedOnce ? personName(doc.reviewedBy) : null,
      acceptedAt: acceptedOnce ? (doc.reviewedAt ?? null) : null,
      rolledBackBy: personName(doc.rolledBackBy),
      rolledBackAt: doc.rolledBackAt ?? null,
    }
  })
}
