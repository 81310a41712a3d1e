import { unstable_cache } from 'next/cache'
import { BUSY, RETRY_AFTER_SECONDS, workQueue } from '@/lib/concurrency/workQueue'
import { acceptedDataTags, collectionTag, globalTag } from '@/lib/cacheTags'
import { jsonResponse } from '@/lib/jsonAnswer'
import { networkDisplayName } from '@/lib/site/network'
import { loadReportContent } from '@/lib/surveillance/data/reportContentData'
import { readMonitoringRows } from '@/lib/surveillance/data/readMonitoringSeries'
import { storedReportFile } from '@/lib/surveillance/data/storedReportFile'
import { NETWORK } from '@/lib/surveillance/monitoring/monthlySeries'
import { semiannualReportMethod } from '@/lib/surveillance/monitoring/methods'
import type { ReportQuery } from '@/lib/surveillance/monitoring/monitoringQuery'
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

type Made = { pdf: Uint8Array; fileName: string } | { refused: Response }
class Busy extends Error {}

/**
 * GET /api/surveillance/reports/semiannual.pdf?registry=CODE|network&year=YYYY&semester=1|2&locale=
 * — the semiannual report as a PDF file, with what the report page shows, in
 * the reader's language. The same access rule as the page: the pooled network
 * for anyone, a registry for its members and admins (401, 403); bad
 * parameters 400 with every problem; 503 with Retry-After when too many are being made.
 * The network's report for visitors is made once per semester and language, and kept; a
 * registry's published report is rendered once when published (a job) and its stored file
 * served (a redirect to /api/published-report-files/file/…, under that collection's access rule).
 */
export const semiannualReportPdfEndpoint = surveillanceEndpoint({
  path: semiannualReportMethod.api,
  method: 'get',
  access: 'anyone',
  handler: async (context) => {
    const { req, t } = context
    const query = semiannualReportMethod.parse(new URL(req.url ?? '', 'http://local').searchParams)
    if (!query.ok) return errorResponse(400, query.issues, t)
    if (query.value.registry.toLowerCase() !== NETWORK) {
      const stored = await storedReportFile(req, query.value, context.locale)
      if (stored)
        return new Response(null, {
          status: 302,
          headers: { Location: stored, 'Cache-Control': 'private, no-store' },
        })
    }
    let made: Made
    try {
      made =
        !req.user && query.value.registry.toLowerCase() === NETWORK
          ? await publicNetworkPdf(context, query.value)
          : await inTurn(() => makePdf(context, query.value))
    } catch (error) {
      if (!(error instanceof Busy)) throw error
      return jsonResponse({
        ...refusalAnswer(503, 'busy', t('api.busy')),
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      })
    }
    if ('refused' in made) return made.refused
    return new Response(made.pdf as BodyInit, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(made.pdf.byteLength),
        'Content-Disposition': `attachment; filename="${made.fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
})

/** `work` when its turn comes; Busy (thrown, so no cache keeps it) when the queue is full. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = await reportPdfWork.run(work)
  if (result === BUSY) throw new Busy()
  return result
}

/**
 * The network's report as visitors get it depends only on the semester, the language and the
 * accepted data: kept in Next's data cache (as text: the cache stores JSON) until an acceptance
 * or an edit of the registries or anomalies expires it, and for a day at most (its date).
 */
async function publicNetworkPdf(context: SurveillanceContext, query: ReportQuery): Promise<Made> {
  const cached = unstable_cache(
    async () => {
      const made = await inTurn(() => makePdf(context, query))
      if ('refused' in made) return null
      return { pdf: Buffer.from(made.pdf).toString('base64'), fileName: made.fileName }
    },
    ['report-pdf', NETWORK, String(query.year), String(query.semester), context.locale],
    {
      tags: [
        ...acceptedDataTags,
        collectionTag('member-registries'),
        collectionTag('malformations'),
        globalTag('site-settings'),
      ],
      revalidate: 24 * 60 * 60,
    },
  )
  const kept = await cached()
  if (!kept) return inTurn(() => makePdf(context, query))
  return { pdf: new Uint8Array(Buffer.from(kept.pdf, 'base64')), fileName: kept.fileName }
}

/** The access check, the report's analyses and its PDF file. */
async function makePdf({ req, locale, t }: SurveillanceContext, query: ReportQuery): Promise<Made> {
  const read = await readMonitoringRows(req.payload, req.user, query.registry, null)
  if (!read.ok && read.status === 400) return { refused: errorResponse(400, read.issues, t) }
  if (!read.ok && read.status === 401)
    return { refused: refusal(401, 'unauthorized', t('api.unauthorized')) }
  if (!read.ok) return { refused: refusal(403, 'forbidden', t('api.forbidden')) }
  const semester = { year: query.year, half: query.semester }
  const content = await loadReportContent(req.payload, read, semester, locale)
  // Loaded on the first PDF only: the PDF library stays out of every other request.
  const { renderReportPdf } = await import('@/lib/surveillance/pdf/renderReportPdf')
  const pdf = await renderReportPdf(
    content,
    reportPdfText(locale, networkDisplayName(), new Date()),
    locale,
  )
  return { pdf, fileName: reportPdfFileName(locale, read.registry, semester) }
}
