import { createLocalReq, type Payload } from 'payload'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { queueAcceptanceMonitoring } from '@/lib/jobs/queueAcceptanceMonitoring'
import { expireTags } from '@/lib/cache/memo'
import { acceptedDataTags } from '@/lib/cacheTags'
import { relationId, type DocumentId } from '@/lib/relationId'
import { semesterMonths, type Semester } from '../submissions/model'
import { readRegistryCodes } from './codeLists'
import { loadCaseDefinitions } from './loadCaseDefinitions'
import { withTransaction } from './transaction'
import { writeAcceptedNumbers } from './writeAcceptedVersion'

export interface RecomputeRequest {
  /** The first day ('YYYY-MM-DD') whose cases may count differently; null: every semester. */
  from: string | null
  /** The office user whose change asked for it, named in the audit log. */
  user: DocumentId | null
  /** What changed, for the audit log ('anomaly definition 4 · 2026-1'). */
  reason: string
}

/**
 * Derives again, from the stored case records and the definitions in force now, the monthly
 * counts of every accepted case-record semester that ends on or after `from` (an anomaly
 * definition or a classification list changed). Each semester is rewritten in its own
 * transaction, exactly as its acceptance wrote it (counts, counts by outcome, each record's
 * groups and class, the definition versions used), and audited there; the accepted-data cache
 * is expired once they have committed, and each registry's monitoring is queued again for its
 * latest semester rewritten, as after an acceptance, so its signals read the new counts. Running
 * it twice gives the same rows: a job that died halfway is simply run again.
 */
export async function recomputeCaseCounts(
  payload: Payload,
  request: RecomputeRequest,
): Promise<{ semesters: number; monitoring: number }> {
  const definitions = await loadCaseDefinitions(payload)
  const { docs } = await payload.find({
    collection: 'data-submissions',
    where: {
      and: [
        { kind: { equals: 'case-records' } },
        { status: { equals: 'accepted' } },
        ...(request.from
          ? [{ year: { greater_than_equal: Number(request.from.slice(0, 4)) } }]
          : []),
      ],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    sort: ['year', 'semester'],
    select: { registry: true, year: true, semester: true, kind: true, births: true, demo: true },
    overrideAccess: true,
  })
  const affected = docs.filter(
    (doc) =>
      request.from === null || semesterEnd(doc.year, doc.semester as Semester) >= request.from,
  )
  const codes = new Map(
    (await readRegistryCodes(payload)).map((registry) => [
      String(registry.id),
      registry.networkCode,
    ]),
  )
  const user = request.user === null ? null : await officeUser(payload, request.user)

  for (const submission of affected) {
    const registryId = relationId(submission.registry)!
    const semester = submission.semester as Semester
    const req = await createLocalReq({}, payload)
    await withTransaction(req, async () => {
      const versions = await writeAcceptedNumbers(req, submission, definitions, {
        registryCode: codes.get(String(registryId)) ?? '',
      })
      // Straight to the database: the submission's hooks would audit it as accepted again.
      await payload.db.updateOne({
        collection: 'data-submissions',
        id: submission.id,
        data: { definitionVersions: versions },
        req,
        returning: false,
      })
      await recordAuditEvent(req, {
        action: 'caseCountsRecomputed',
        user,
        registry: registryId,
        document: { collection: 'data-submissions', id: submission.id },
        detail: `${submission.year}/${semester}: ${request.reason}`,
      })
    })
  }
  // Pages that show accepted numbers are cached under these tags, as after an acceptance.
  if (affected.length > 0) expireTags(acceptedDataTags)
  // Sorted by year and semester: the last one kept for a registry is its latest.
  const latest = new Map(affected.map((doc) => [String(relationId(doc.registry)), doc.id]))
  for (const submission of latest.values()) await queueAcceptanceMonitoring(payload, submission)
  return { semesters: affected.length, monitoring: latest.size }
}

/** The last day of a semester, 'YYYY-MM-DD'. */
function semesterEnd(year: number, semester: Semester): string {
  const last = semesterMonths(semester).at(-1)!
  const day = new Date(Date.UTC(year, last, 0)).getUTCDate()
  return `${year}-${String(last).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

async function officeUser(payload: Payload, id: DocumentId) {
  const found = await payload
    .findByID({ collection: 'users', id, depth: 0, select: { email: true }, overrideAccess: true })
    .catch(() => null)
  return found ? { id: found.id, email: found.email } : null
}
