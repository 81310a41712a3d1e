import { readPrevalenceMonths } from '@/lib/surveillance/data/readPrevalenceMonths'
import { monthlyCountsCsv, monthlyCountsXlsx } from '@/lib/surveillance/tables/monthlyCountsFiles'
import { parsePrevalenceQuery, tableGroupings } from '@/lib/surveillance/tables/prevalenceQuery'
import { errorResponse, surveillanceEndpoint } from './boundary'

/**
 * GET /api/surveillance/monthly-counts?malformation=N[,N]&registry=CODE[,CODE]|network
 * &from=YYYY-MM&to=YYYY-MM[&format=csv|xlsx] — members only: the accepted
 * monthly births and cases behind the database query, one row per registry ×
 * anomaly × month ({ rows: [{ registry, malformation, period, births, cases }],
 * demo }); `network` stands for every registry. A month not available is
 * null in JSON and an empty cell in the files, never 0.
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
    const { months: rows, demo } = data.value
    const headers = { 'Cache-Control': 'private, no-store' }
    if (query.value.format === 'csv')
      return new Response(monthlyCountsCsv(rows, demo), {
        headers: {
          ...headers,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="monthly-counts.csv"',
        },
      })
    if (query.value.format === 'xlsx')
      return new Response((await monthlyCountsXlsx(rows, demo)) as BodyInit, {
        headers: {
          ...headers,
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="monthly-counts.xlsx"',
        },
      })
    return Response.json({ rows, demo }, { headers })
  },
})
