import { readPrevalenceMonths } from '@/lib/surveillance/data/readPrevalenceMonths'
import { prevalenceCsv, prevalenceXlsx } from '@/lib/surveillance/tables/prevalenceFiles'
import { parsePrevalenceQuery } from '@/lib/surveillance/tables/prevalenceQuery'
import { prevalenceRows } from '@/lib/surveillance/tables/prevalenceRows'
import { SUPPRESSION_THRESHOLD, suppressSmallCounts } from '@/lib/surveillance/tables/suppression'
import { errorResponse, surveillanceEndpoint } from './boundary'

/**
 * GET /api/surveillance/prevalence?malformation=N[,N]&registry=CODE[,CODE]|network
 * &from=YYYY-MM&to=YYYY-MM&groupBy=year|semester|registry[&format=csv|xlsx] —
 * prevalence per 10,000 births with its exact 95% interval, from accepted
 * data only: { rows: [{ registry, malformation, period, births, cases, rate,
 * lower, upper, suppressed, complete, excluded? }], demo, suppressionThreshold }.
 * Public: visitors who are not logged in get cells with fewer cases than the
 * threshold withheld (`suppressed`); logged-in users get exact numbers. The
 * files carry the same rows.
 */
export const prevalenceEndpoint = surveillanceEndpoint({
  path: '/surveillance/prevalence',
  method: 'get',
  access: 'anyone',
  handler: async ({ req, t }) => {
    const query = parsePrevalenceQuery(new URL(req.url ?? '', 'http://local').searchParams)
    if (!query.ok) return errorResponse(400, query.issues, t)
    const data = await readPrevalenceMonths(req.payload, query.value)
    if (!data.ok) return errorResponse(400, data.issues, t)
    const exact = prevalenceRows(data.value, query.value.groupBy)
    const rows = req.user ? exact : suppressSmallCounts(exact)
    const { demo } = data.value
    const headers = { 'Cache-Control': 'private, no-store' }
    if (query.value.format === 'csv')
      return new Response(prevalenceCsv(rows, demo), {
        headers: {
          ...headers,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="prevalence.csv"',
        },
      })
    if (query.value.format === 'xlsx')
      return new Response((await prevalenceXlsx(rows, demo)) as BodyInit, {
        headers: {
          ...headers,
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="prevalence.xlsx"',
        },
      })
    return Response.json(
      { rows, demo, suppressionThreshold: req.user ? null : SUPPRESSION_THRESHOLD },
      { headers },
    )
  },
})
