import { addDataAndFileToRequest } from 'payload'
import { batchCsv } from '@/lib/surveillance/batch/batchCsv'
import { MAX_UPLOAD_BODY_BYTES } from '@/lib/surveillance/input/table/readTable'
import { runBatchFile } from '@/lib/surveillance/data/runBatchFile'
import { batchRowJson } from '@/lib/surveillance/present/outcomeJson'
import { errorResponse, surveillanceEndpoint } from './boundary'

/**
 * POST /api/surveillance/batch — a member's semester file (multipart: `file`,
 * and `_payload` as JSON { periodStart, periodEnd, basePeriod? }). Answers
 * every row's result, alarms first, as JSON, or as CSV with ?format=csv.
 */
export const batchEndpoint = surveillanceEndpoint({
  path: '/surveillance/batch',
  method: 'post',
  access: 'user',
  maxBodyBytes: MAX_UPLOAD_BODY_BYTES,
  handler: async ({ req, locale, t }) => {
    const url = new URL(req.url ?? '', 'http://local')
    await addDataAndFileToRequest(req)
    const settings = (req.data ?? {}) as Record<string, unknown>
    const file = req.file ? { data: new Uint8Array(req.file.data), name: req.file.name } : null
    const run = await runBatchFile(req.payload, { ...settings, file }, locale, req.user ?? null)
    if (!run.ok) return errorResponse(400, run.issues, t)
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
})
