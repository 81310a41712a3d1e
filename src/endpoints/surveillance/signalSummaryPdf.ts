import { BUSY, RETRY_AFTER_SECONDS, workQueue } from '@/lib/concurrency/workQueue'
import { jsonResponse } from '@/lib/jsonAnswer'
import { networkDisplayName } from '@/lib/site/network'
import type { User } from '@/payload-types'
import { loadYearSummary, summaryYear } from '@/lib/surveillance/data/yearSummary'
import { signalsTranslator } from '@/lib/surveillance/signals/translate'
import { refusal, refusalAnswer, surveillanceEndpoint } from './boundary'

/** One summary is laid out at a time, a few wait; past that the caller is told to come back. */
const summaryPdfWork = workQueue({ running: 1, waiting: 4 })

/**
 * GET /api/surveillance/signals/summary/:year/pdf?locale= — the yearly monitoring summary as a
 * PDF, with what its page shows this reader: the year's counts by conclusion for anyone (small
 * counts withheld), each signal with its follow-up for the office and the registry's members.
 * 400 for a year that is not one; 503 with Retry-After when too many are being made.
 */
export const signalSummaryPdfEndpoint = surveillanceEndpoint({
  path: '/surveillance/signals/summary/:year/pdf',
  method: 'get',
  access: 'anyone',
  handler: async ({ req, locale, t }) => {
    const year = summaryYear(String(req.routeParams?.year ?? ''))
    if (year === null) return refusal(400, 'badYear', signalsTranslator(locale)('errors.badYear'))
    const made = await summaryPdfWork.run(async () => {
      const { content } = await loadYearSummary(req.payload, req.user as User | null, locale, year)
      const { renderSignalSummaryPdf } =
        await import('@/lib/surveillance/pdf/renderSignalSummaryPdf')
      return renderSignalSummaryPdf(content, networkDisplayName(), locale, new Date())
    })
    if (made === BUSY)
      return jsonResponse({
        ...refusalAnswer(503, 'busy', t('api.busy')),
        headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      })
    const fileName = `${signalsTranslator(locale)('summary.file')}-${year}.pdf`.replace(
      /[^A-Za-z0-9.-]+/g,
      '-',
    )
    return new Response(made as BodyInit, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(made.byteLength),
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
})
