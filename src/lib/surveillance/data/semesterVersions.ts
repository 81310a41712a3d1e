import type { PayloadRequest, Where } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import type { DataSubmission } from '@/payload-types'
import { acceptedOnceStatuses, type Semester } from '../submissions/model'

export interface SemesterPeriod {
  registryId: DocumentId
  year: number
  semester: Semester
}

/** The versions of a registry's semester, as a query on `data-submissions`. */
export const semesterWhere = (period: SemesterPeriod): Where => ({
  and: [
    { registry: { equals: period.registryId } },
    { year: { equals: period.year } },
    { semester: { equals: period.semester } },
  ],
})

/** Every version of a registry's semester, the latest first. */
export async function semesterVersions(
  req: PayloadRequest,
  period: SemesterPeriod,
): Promise<DataSubmission[]> {
  const { docs } = await req.payload.find({
    collection: 'data-submissions',
    where: semesterWhere(period),
    sort: '-version',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs
}

/** Where a member's save of a semester goes. */
export type WorkingVersion =
  | { underReview: true }
  | {
      underReview: false
      /** The draft or returned version the save rewrites; null: a new version is created. */
      existing: DataSubmission | null
      /** The version number the saved document has. */
      version: number
    }

/**
 * A member writes only the semester's latest version, and only while it is theirs to change
 * (a draft, or returned by the office). A version the office has accepted at some time is never
 * rewritten: saving after it creates the next version, so the accepted one, its numbers and its
 * case records, stay as they were until the office accepts the new one. A version under review
 * cannot change until the office decides.
 */
export async function workingVersion(
  req: PayloadRequest,
  period: SemesterPeriod,
): Promise<WorkingVersion> {
  const latest = (await semesterVersions(req, period))[0]
  if (!latest) return { underReview: false, existing: null, version: 1 }
  if (latest.status === 'submitted') return { underReview: true }
  const version = latest.version ?? 1
  return acceptedOnceStatuses.includes(latest.status)
    ? { underReview: false, existing: null, version: version + 1 }
    : { underReview: false, existing: latest, version }
}

/**
 * The submissions whose case records a download gives: for each semester of the registry
 * (within the year and semester asked for), its latest version, what the registry sent last;
 * with `version`, that version of the one semester asked for (the office's review of it).
 */
export async function recordVersionIds(
  req: PayloadRequest,
  filter: { registryId: DocumentId; year?: number; semester?: Semester; version?: number },
): Promise<DocumentId[]> {
  const { docs } = await req.payload.find({
    collection: 'data-submissions',
    where: {
      and: [
        { registry: { equals: filter.registryId } },
        ...(filter.year !== undefined ? [{ year: { equals: filter.year } }] : []),
        ...(filter.semester !== undefined ? [{ semester: { equals: filter.semester } }] : []),
        ...(filter.version !== undefined ? [{ version: { equals: filter.version } }] : []),
      ],
    },
    sort: '-version',
    select: { year: true, semester: true, version: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const latest = new Map<string, DocumentId>()
  for (const doc of docs) {
    const key = `${doc.year}|${doc.semester}`
    if (!latest.has(key)) latest.set(key, doc.id)
  }
  return [...latest.values()]
}
