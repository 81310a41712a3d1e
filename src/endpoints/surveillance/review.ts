import { reviewSubmission } from '@/lib/surveillance/data/reviewSubmission'
import { sendReminders } from '@/lib/surveillance/data/sendReminders'
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
      })
    },
  })

/**
 * POST /api/surveillance/submissions/:id/accept { comment? } — the office
 * accepts a submitted semester: its numbers replace the registry's accepted
 * ones for that semester in one transaction; the submitter is emailed and the
 * registry's monitoring runs again (`monitoring`: signals found, created and
 * updated, or null when it failed; the acceptance stands either way).
 */
export const acceptSubmissionEndpoint = review('accepted', '/surveillance/submissions/:id/accept')

/** POST /api/surveillance/submissions/:id/return { comment } — back to the registry, with why. */
export const returnSubmissionEndpoint = review('returned', '/surveillance/submissions/:id/return')

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
      const year = Number(body.year)
      const semester = Number(body.semester)
      const issues = []
      if (!Number.isInteger(year) || year < 1950 || year > new Date().getUTCFullYear())
        issues.push({
          field: 'year',
          code: 'invalidYear' as const,
          params: { max: new Date().getUTCFullYear() },
        })
      if (semester !== 1 && semester !== 2)
        issues.push({ field: 'semester', code: 'invalidSemester' as const })
      if (issues.length > 0) return errorResponse(400, issues, t)
      return Response.json(await sendReminders(req, { year, semester: semester as 1 | 2 }))
    }
    return Response.json(await sendReminders(req))
  },
})
