import { loadDisclosurePolicy } from '@/lib/surveillance/data/disclosure'
import { fileReaderFor } from '@/lib/surveillance/data/fileReader'
import { readPrevalenceMonths } from '@/lib/surveillance/data/readPrevalenceMonths'
import { disclosedMonths } from '@/lib/surveillance/disclosure'
import { monthlyCountsCsv, monthlyCountsXlsx } from '@/lib/surveillance/tables/monthlyCountsFiles'
import { parsePrevalenceQuery, tableGroupings } from '@/lib/surveillance/tables/prevalenceQuery'
import { errorResponse, surveillanceEndpoint } from './boundary'
import { tableFileAnswer } from './tableFileAnswer'
import { recordAuditEvent } from '@/lib/audit/recordAuditEvent'

/**
 * GET /api/surveillance/monthly-counts?malformation=N[,N]&registry=CODE[,CODE]|network
 * &from=YYYY-MM&to=YYYY-MM[&format=csv|xlsx[&language=pt|es|en]] — members only: the accepted
 * monthly births and cases behind the database query, one row per registry ×
 * anomaly × month ({ rows: [{ registry, malformation, period, births, cases }],
 * demo }); `network` stands for every registry. A month not available is
 * null in JSON and an empty cell in the files, never 0. Through the disclosure
 * policy: months are exact for the registries the user sees exactly; another
 * registry's months are withheld (`withheld: true`, an empty cell in the files).
 */
export const monthlyCountsEndpoint = surveillanceEndpoint({
  path: '/surveillance/monthly-counts',
  method: 'get',
  access: 'user',
  handler: async ({ req, t }) => {
    const params = new URL(req.url ?? '', 'http://local').searchParams
    const query = parsePrevalenceQuery(params, tableGroupings)
    if (!query.ok) return errorResponse(400, query.issues, t)
    const data = await readPrevalenceMonths(req.payload, query.value)
    if (!data.ok) return errorResponse(400, data.issues, t)
    const { months, demo } = data.value
    const rows = disclosedMonths(await loadDisclosurePolicy(req.payload, req.user), months)
    await recordAuditEvent(req, { action: 'monthlyCountsDownloaded', detail: params.toString() })
    const format = query.value.format
    if (format === 'csv' || format === 'xlsx') {
      const reader = await fileReaderFor(req.payload, params, req)
      return tableFileAnswer(
        format,
        'monthly-counts',
        format === 'csv'
          ? monthlyCountsCsv(rows, demo, reader)
          : await monthlyCountsXlsx(rows, demo, reader),
      )
    }
    const headers = { 'Cache-Control': 'private, no-store' }
    return Response.json({ rows, demo }, { headers })
  },
})
