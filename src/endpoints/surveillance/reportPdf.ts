import { BUSY, RETRY_AFTER_SECONDS, workQueue } from '@/lib/concurrency/workQueue'
import { jsonResponse } from '@/lib/jsonAnswer'
import { networkDisplayName } from '@/lib/site/network'
import { loadReportContent } from '@/lib/surveillance/data/reportContentData'
import { readMonitoringRows } from '@/lib/surveillance/data/readMonitoringSeries'
import { parseReportQuery, type ReportQuery } from '@/lib/surveillance/monitoring/monitoringQuery'
import { reportPdfFileName, reportPdfText } from '@/lib/surveillance/pdf/reportPdfText'
import {
  errorResponse,
  refusal,
  refusalAnswer,
  surveillanceEndpoint,
  type SurveillanceContext,
} from './boundary'

/**
 * A report takes seconds of CPU (its analyses, then the PDF layout): one is made at a time and
 * a few wait; past that the caller is told to come back, and the rest of the site keeps answering.
 */
export const reportPdfWork = workQueue({ running: 1, waiting: 4 })

/**
 * GET /api/surveillance/reports/semiannual.pdf?registry=CODE|network&year=YYYY&semester=1|2&locale=
 * — the semiannual report as a PDF file, with what the report page shows, in
 * the reader's language. The same access rule as the page: the pooled network
 * for anyone, a registry for its members and admins (401, 403); bad
 * parameters 400 with every problem; 503 with Retry-After when too many are being made.
 */
export const semiannualReportPdfEndpoint = surveillanceEndpoint({
  path: '/surveillance/reports/semiannual.pdf',
  method: 'get',
  access: 'anyone',
  handler: async ({ req, locale, t }) => {
    const query = parseReportQuery(new URL(req.url ?? '', 'http://local').searchParams)
    if (!query.ok) return errorResponse(400, query.issues, t)
    const answer = await reportPdfWork.run(() => reportPdf({ req, locale, t }, query.value))
    if (answer !== BUSY) return answer
    return jsonResponse({
      ...refusalAnswer(503, 'busy', t('api.busy')),
      headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
    })
  },
})

/** The access check, the report's analyses and its PDF file. */
async function reportPdf(
  { req, locale, t }: SurveillanceContext,
  query: ReportQuery,
): Promise<Response> {
  const read = await readMonitoringRows(req.payload, req.user, query.registry, null)
  if (!read.ok && read.status === 400) return errorResponse(400, read.issues, t)
  if (!read.ok && read.status === 401) return refusal(401, 'unauthorized', t('api.unauthorized'))
  if (!read.ok) return refusal(403, 'forbidden', t('api.forbidden'))
  const semester = { year: query.year, half: query.semester }
  const content = await loadReportContent(req.payload, read, semester, locale)
  // Loaded on the first PDF only: the PDF library stays out of every other request.
  const { renderReportPdf } = await import('@/lib/surveillance/pdf/renderReportPdf')
  const pdf = await renderReportPdf(
    content,
    reportPdfText(locale, networkDisplayName(), new Date()),
    locale,
  )
  return new Response(pdf as BodyInit, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': `attachment; filename="${reportPdfFileName(locale, read.registry, semester)}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
