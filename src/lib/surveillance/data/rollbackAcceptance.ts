import type { PayloadRequest } from 'payload'
import { REVIEW_CONTEXT, type Semester } from '../submissions/model'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'
import { expireTags } from '@/lib/cache/memo'
import { acceptedDataTags } from '@/lib/cacheTags'
import { queueAcceptanceMonitoring } from '@/lib/jobs/queueAcceptanceMonitoring'
import { relationId } from '@/lib/relationId'
import type { DataSubmission } from '@/payload-types'
import type { FieldIssue } from '../input/issues'
import { loadCaseDefinitions } from './loadCaseDefinitions'
import { MAX_COMMENT, type QueuedMonitoring } from './reviewSubmission'
import { semesterVersions } from './semesterVersions'
import { withTransaction } from './transaction'
import { writeAcceptedVersion } from './writeAcceptedVersion'

export type RollbackOutcome =
  | {
      ok: true
      /** The version taken back (now `rolledBack`) and the one in use again (`accepted`). */
      rolledBack: DataSubmission
      restored: DataSubmission
      monitoring: QueuedMonitoring | null
    }
  | { ok: false; status: 400 | 404 | 409; issues: FieldIssue[] }

/**
 * The office takes back a mistaken acceptance: the accepted version `id` becomes `rolledBack`
 * and the latest version accepted before it is accepted again, exactly as its acceptance wrote
 * it (its numbers, or the counts its case records give with the definitions in force now, as a
 * recompute would), in one transaction with the audit entry, which names the office user and
 * the reason. Only the version in use can be rolled back, and only to an earlier accepted one.
 * The registry's monitoring is queued again, as after an acceptance.
 */
export async function rollbackAcceptance(
  req: PayloadRequest,
  id: string,
  rawComment: unknown,
): Promise<RollbackOutcome> {
  const { payload } = req
  const comment = typeof rawComment === 'string' ? rawComment.trim() : ''
  if (!comment)
    return { ok: false, status: 400, issues: [{ field: 'comment', code: 'commentRequired' }] }
  if (comment.length > MAX_COMMENT)
    return {
      ok: false,
      status: 400,
      issues: [{ field: 'comment', code: 'tooLong', params: { max: MAX_COMMENT } }],
    }
  const current = await payload
    .findByID({ collection: 'data-submissions', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!current)
    return { ok: false, status: 404, issues: [{ field: 'id', code: 'submissionNotFound' }] }
  if (current.status !== 'accepted')
    return { ok: false, status: 409, issues: [{ field: 'status', code: 'notCurrentVersion' }] }
  const registryId = relationId(current.registry)!
  const period = { registryId, year: current.year, semester: current.semester as Semester }
  const previous = (await semesterVersions(req, period)).find(
    (doc) => doc.status === 'superseded' && (doc.version ?? 1) < (current.version ?? 1),
  )
  if (!previous)
    return { ok: false, status: 409, issues: [{ field: 'id', code: 'noEarlierVersion' }] }

  const definitions = previous.kind === 'case-records' ? await loadCaseDefinitions(payload) : null
  const { rolledBack, restored } = await withTransaction(req, async () => {
    const definitionVersions = await writeAcceptedVersion(req, previous, definitions)
    const rolledBack = await payload.update({
      collection: 'data-submissions',
      id: current.id,
      data: {
        status: 'rolledBack',
        rolledBackBy: req.user?.id as number,
        rolledBackAt: new Date().toISOString(),
      },
      depth: 0,
      overrideAccess: true,
      context: { [REVIEW_CONTEXT]: true },
      req,
    })
    // Its acceptance (who, when) stays as it was: it is that version, in use again.
    const restored = await payload.update({
      collection: 'data-submissions',
      id: previous.id,
      data: { status: 'accepted', ...(definitions ? { definitionVersions } : {}) },
      depth: 0,
      overrideAccess: true,
      context: { [REVIEW_CONTEXT]: true },
      req,
    })
    await recordAuditEvent(req, {
      action: 'submissionRolledBack',
      registry: registryId,
      document: { collection: 'data-submissions', id: current.id },
      apiKey: (req.user as { apiKeyId?: number } | null)?.apiKeyId ?? null,
      detail: `${current.year}/${current.semester}: v${current.version ?? 1} → v${previous.version ?? 1}: ${comment}`,
    })
    return { rolledBack, restored }
  })
  expireTags(acceptedDataTags)
  const committed = !req.transactionID
  const monitoring = committed
    ? { status: 'queued' as const, job: await queueAcceptanceMonitoring(payload, restored.id) }
    : null
  return { ok: true, rolledBack, restored, monitoring }
}
