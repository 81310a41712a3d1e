import { addDataAndFileToRequest, type Endpoint } from 'payload'
import { batchCsv } from '@/lib/surveillance/batchCsv'
import { runBatchFile } from '@/lib/surveillance/data/runBatchFile'
import { issueText, surveillanceTranslator } from '@/lib/surveillance/translate'
import { batchRowJson } from './outcomeJson'
import { requestLocale } from './requestLocale'

/**
 * POST /api/surveillance/batch — a member's semester file (multipart: `file`,
 * and `_payload` as JSON { periodStart, periodEnd, basePeriod? }). Answers
 * every row's result, alarms first, as JSON, or as CSV with ?format=csv.
 */
export const batchEndpoint: Endpoint = {
  path: '/surveillance/batch',
  method: 'post',
  handler: async (req) => {
    const url = new URL(req.url ?? '', 'http://local')
    const locale = requestLocale(req)
    const t = surveillanceTranslator(locale)
    if (!req.user) return Response.json({ message: t('batch.membersOnly') }, { status: 401 })

    await addDataAndFileToRequest(req)
    const settings = (req.data ?? {}) as Record<string, unknown>
    const file = req.file ? { data: new Uint8Array(req.file.data), name: req.file.name } : null
    const run = await runBatchFile(req.payload, { ...settings, file }, locale)
    if (!run.ok) {
      const errors = run.issues.map((issue) => ({
        ...('line' in issue ? { line: issue.line } : {}),
        field: issue.field,
        code: issue.code,
        message: issueText(t, issue),
      }))
      return Response.json({ message: t('form.errorSummary'), errors }, { status: 400 })
    }
    if (url.searchParams.get('format') === 'csv') {
      return new Response(batchCsv(run.results, t), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="alarm-tests.csv"',
        },
      })
    }
    return Response.json({
      basePeriod: run.basePeriod,
      results: run.results.map((result) => batchRowJson(result, t)),
    })
  },
}
