import type { PayloadRequest } from 'payload'
import { relationId } from '@/lib/relationId'
import { forgetTags } from '@/lib/cache/memo'
import { acceptedDataTags } from '@/lib/cacheTags'
import { REVIEW_CONTEXT } from '@/collections/DataSubmissions/hooks/guardReviewStatus'
import type { DataSubmission } from '@/payload-types'
import type { FieldIssue } from '../input/issues'
import type { Semester } from '../submissions/model'
import { monitorAcceptance, type AcceptanceMonitoring } from './monitorAcceptance'
import { emailDecision } from './submissionEmails'
import { withTransaction } from './transaction'
import { replaceAcceptedSemester } from './writeAccepted'

export const MAX_COMMENT = 4000

export type ReviewOutcome =
  | { ok: true; doc: DataSubmission; emailed: boolean; monitoring: AcceptanceMonitoring }
  | { ok: false; status: 400 | 404 | 409; issues: FieldIssue[] }

export interface ReviewOptions {
  /** Called after each chunk of accepted rows is written, inside the transaction. */
  afterChunk?: (written: number) => Promise<void>
}

/**
 * The office's decision on a submitted semester. Accepting replaces the
 * registry's accepted rows for that semester and marks the submission accepted
 * in one transaction: on any failure the previous accepted numbers stay as they
 * were. Returning needs a comment. Either way the submitter is emailed. Once an
 * acceptance has committed, the registry's monitoring runs again (monitorAcceptance).
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

  const doc = await withTransaction(req, async () => {
    if (decision === 'accepted')
      await replaceAcceptedSemester(
        req,
        {
          registryId: relationId(submission.registry)!,
          year: submission.year,
          semester: submission.semester as Semester,
          submissionId: submission.id,
          demo: submission.demo ?? false,
          births: (submission.births ?? []).map((row) => ({
            month: row.month,
            liveBirths: row.liveBirths ?? null,
            stillbirths: row.stillbirths ?? null,
          })),
          cases: (submission.cases ?? []).flatMap((row) => {
            const malformationId = relationId(row.malformation)
            return malformationId === null
              ? []
              : [{ malformationId, month: row.month, cases: row.cases ?? null }]
          }),
        },
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
      },
      depth: 0,
      overrideAccess: true,
      context: { [REVIEW_CONTEXT]: true },
      req,
    })
  })
  await expireAcceptedCache()
  const emailed = await notifySubmitter(req, doc, decision, comment)
  // Inside a caller's transaction nothing is committed yet: that caller runs the monitoring.
  const committed = !req.transactionID
  const monitoring =
    decision === 'accepted' && committed ? await monitorAcceptance(payload, doc) : null
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

/** Pages that show accepted numbers, and the alarm test's sums, are cached under the accepted tables' tags. */
async function expireAcceptedCache(): Promise<void> {
  forgetTags(acceptedDataTags)
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of acceptedDataTags) revalidateTag(tag, 'max')
  } catch {
    // outside Next.js nothing is cached
  }
}
