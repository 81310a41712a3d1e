import { publishReport } from '@/lib/surveillance/data/publishReport'
import { parsePublishRequest } from '@/lib/surveillance/monitoring/publishRequest'
import { errorResponse, readJsonObject, surveillanceEndpoint } from './boundary'

/**
 * POST /api/surveillance/reports/publish { registry, year, semester, resend? }
 * (admins) — publishes a registry's semiannual report to its members, who are
 * emailed a link in their language: 201 when newly published, 200 when it
 * was published before (nobody emailed unless `resend` is true). Answers
 * { id, registry, year, semester, publishedAt, sentAt, recipients, created, emailed }.
 */
export const publishReportEndpoint = surveillanceEndpoint({
  path: '/surveillance/reports/publish',
  method: 'post',
  access: 'admin',
  handler: async ({ req, t }) => {
    const request = parsePublishRequest(await readJsonObject(req))
    if (!request.ok) return errorResponse(400, request.issues, t)
    const outcome = await publishReport(req, request.value)
    if (!outcome.ok) return errorResponse(outcome.status, outcome.issues, t)
    const { registry, doc, created, emailed } = outcome
    return Response.json(
      {
        id: doc.id,
        registry,
        year: doc.year,
        semester: doc.semester,
        publishedAt: doc.publishedAt,
        sentAt: doc.sentAt,
        recipients: doc.recipients,
        created,
        emailed,
      },
      { status: created ? 201 : 200 },
    )
  },
})
