import { reviewSubmission } from '@/lib/surveillance/data/reviewSubmission'
import { rollbackAcceptance } from '@/lib/surveillance/data/rollbackAcceptance'
import { sendReminders } from '@/lib/surveillance/data/sendReminders'
import { QueryReader } from '@/lib/surveillance/input/query'
import { errorResponse, readJsonObject, surveillanceEndpoint } from './boundary'

const review = (decision: 'accepted' | 'returned', path: string) =>
  surveillanceEndpoint({
    path,
    method: 'post',
    access: 'admin',
    handler: async ({ req, t }) => {
      const body = await readJsonObject(req)
      const id = String(req.routeParams?.id ?? '')
      const outcome = await reviewSubmission(req, id, decision, body.comment)
      if (!outcome.ok) return errorResponse(outcome.status, outcome.issues, t)
      return Response.json({
        id: outcome.doc.id,
        status: outcome.doc.status,
        emailed: outcome.emailed,
        monitoring: outcome.monitoring,
        // Case records: which version of each anomaly's definition the derived counts used.
        definitionVersions: outcome.doc.definitionVersions ?? null,
      })
    },
  })

/**
 * POST /api/surveillance/submissions/:id/accept { comment? } — the office
 * accepts a submitted semester: its numbers replace the registry's accepted
 * ones for that semester in one transaction; the submitter is emailed and the
 * registry's monitoring is queued (`monitoring: { status: 'queued', job }`, the
 * job's id in payload-jobs); the answer does not wait for it. For case records,
 * `definitionVersions` lists the definition versions their derived counts used.
 */
export const acceptSubmissionEndpoint = review('accepted', '/surveillance/submissions/:id/accept')

/** POST /api/surveillance/submissions/:id/return { comment } — back to the registry, with why. */
export const returnSubmissionEndpoint = review('returned', '/surveillance/submissions/:id/return')

/**
 * POST /api/surveillance/submissions/:id/rollback { comment } — the office takes back the
 * acceptance of version :id (the semester's accepted version in use): the version accepted
 * before it is in use again, exactly as accepted, and :id is kept as `rolledBack`. The comment
 * (why) goes to the audit log. 409 when :id is not the version in use or none was accepted
 * before it; the registry's monitoring is queued again.
 */
export const rollbackSubmissionEndpoint = surveillanceEndpoint({
  path: '/surveillance/submissions/:id/rollback',
  method: 'post',
  access: 'admin',
  handler: async ({ req, t }) => {
    const body = await readJsonObject(req)
    const id = String(req.routeParams?.id ?? '')
    const outcome = await rollbackAcceptance(req, id, body.comment)
    if (!outcome.ok) return errorResponse(outcome.status, outcome.issues, t)
    return Response.json({
      rolledBack: { id: outcome.rolledBack.id, version: outcome.rolledBack.version },
      accepted: { id: outcome.restored.id, version: outcome.restored.version },
      monitoring: outcome.monitoring,
    })
  },
})

/**
 * POST /api/surveillance/submissions/reminders { year?, semester? } — emails
 * the members of every registry that has not sent that semester (by default
 * the last one ended).
 */
export const remindersEndpoint = surveillanceEndpoint({
  path: '/surveillance/submissions/reminders',
  method: 'post',
  access: 'admin',
  handler: async ({ req, t }) => {
    const body = await readJsonObject(req)
    const hasPeriod = body.year !== undefined || body.semester !== undefined
    if (hasPeriod) {
      // A semester that has begun: no reminder for the future.
      const read = new QueryReader(body)
      const year = read.year('year', { required: true, max: new Date().getUTCFullYear() })
      const semester = read.semester()
      if (read.issues.length > 0 || year === null || semester === null)
        return errorResponse(400, read.issues, t)
      return Response.json(await sendReminders(req, { year, semester }))
    }
    return Response.json(await sendReminders(req))
  },
})
