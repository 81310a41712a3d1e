import type { PayloadRequest } from 'payload'
import { relationId } from '@/lib/relationId'
import { expireTags } from '@/lib/cache/memo'
import { acceptedDataTags } from '@/lib/cacheTags'
import { REVIEW_CONTEXT } from '../submissions/model'
import type { DataSubmission } from '@/payload-types'
import type { FieldIssue } from '../input/issues'
import { queueAcceptanceMonitoring } from '@/lib/jobs/queueAcceptanceMonitoring'
import { emailDecision } from './submissionEmails'
import { withTransaction } from './transaction'
import type { DefinitionVersions } from './acceptCaseRecords'
import { loadCaseDefinitions } from './loadCaseDefinitions'
import { writeAcceptedVersion } from './writeAcceptedVersion'

export const MAX_COMMENT = 4000

export type ReviewOutcome =
  | { ok: true; doc: DataSubmission; emailed: boolean; monitoring: QueuedMonitoring | null }
  | { ok: false; status: 400 | 404 | 409; issues: FieldIssue[] }

/** The registry's monitoring after an acceptance, queued as a job (its id). */
export type QueuedMonitoring = { status: 'queued'; job: number | string }

export interface ReviewOptions {
  /** Called after each chunk of accepted rows is written, inside the transaction. */
  afterChunk?: (written: number) => Promise<void>
}

/**
 * The office's decision on a submitted semester. Accepting replaces the
 * registry's accepted rows for that semester, marks the submission accepted and
 * the version it replaces superseded (kept, and listed) in one transaction: on
 * any failure the previous accepted numbers stay as they were. Returning needs a comment. Either way the submitter is emailed. Once an
 * acceptance has committed, the registry's monitoring is queued (the
 * `monitorAcceptedSubmission` job): the office's request does not wait for it.
 */
export async function reviewSubmission(
  req: PayloadRequest,
  id: string,
  decision: 'accepted' | 'returned',
  rawComment: unknown,
  options: ReviewOptions = {},
): Promise<ReviewOutcome> {
  const { payload } = req
  const comment = typeof rawComment === 'string' ? rawComment.trim() : ''
  if (comment.length > MAX_COMMENT)
    return {
      ok: false,
      status: 400,
      issues: [{ field: 'comment', code: 'tooLong', params: { max: MAX_COMMENT } }],
    }
  if (decision === 'returned' && !comment)
    return { ok: false, status: 400, issues: [{ field: 'comment', code: 'commentRequired' }] }

  const submission = await payload
    .findByID({ collection: 'data-submissions', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!submission)
    return { ok: false, status: 404, issues: [{ field: 'id', code: 'submissionNotFound' }] }
  if (submission.status !== 'submitted')
    return { ok: false, status: 409, issues: [{ field: 'status', code: 'notSubmitted' }] }

  // Read before the transaction: the office's definitions, for a semester sent as case records.
  const definitions =
    decision === 'accepted' && submission.kind === 'case-records'
      ? await loadCaseDefinitions(payload)
      : null
  let definitionVersions: DefinitionVersions | null = null
  const doc = await withTransaction(req, async () => {
    if (decision === 'accepted')
      definitionVersions = await writeAcceptedVersion(
        req,
        submission,
        definitions,
        options.afterChunk,
      )
    return payload.update({
      collection: 'data-submissions',
      id: submission.id,
      data: {
        status: decision,
        officeComment: comment || null,
        reviewedBy: req.user?.id as number,
        reviewedAt: new Date().toISOString(),
        // Null for monthly counts: a semester sent again as counts cites no definition.
        ...(decision === 'accepted' ? { definitionVersions } : {}),
      },
      depth: 0,
      overrideAccess: true,
      context: { [REVIEW_CONTEXT]: true },
      req,
    })
  })
  // Pages that show accepted numbers, and the alarm test's sums, are cached under these tags.
  expireTags(acceptedDataTags)
  const emailed = await notifySubmitter(req, doc, decision, comment)
  // Inside a caller's transaction nothing is committed yet: that caller queues the monitoring.
  const committed = !req.transactionID
  const monitoring =
    decision === 'accepted' && committed
      ? { status: 'queued' as const, job: await queueAcceptanceMonitoring(payload, doc.id) }
      : null
  return { ok: true, doc, emailed, monitoring }
}

async function notifySubmitter(
  req: PayloadRequest,
  doc: DataSubmission,
  decision: 'accepted' | 'returned',
  comment: string,
): Promise<boolean> {
  const submitterId = relationId(doc.submittedBy)
  if (submitterId === null) return false
  const submitter = await req.payload
    .findByID({ collection: 'users', id: submitterId, depth: 0, overrideAccess: true })
    .catch(() => null)
  const registry = await req.payload
    .findByID({
      collection: 'member-registries',
      id: relationId(doc.registry)!,
      depth: 0,
      select: { networkCode: true, initials: true },
      overrideAccess: true,
    })
    .catch(() => null)
  if (!submitter?.email) return false
  return emailDecision(req.payload, submitter, decision, {
    registry: registry?.initials || registry?.networkCode || '',
    year: doc.year,
    semester: doc.semester,
    comment: comment || null,
  })
}
