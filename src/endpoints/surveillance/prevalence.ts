import { readPrevalenceMonths } from '@/lib/surveillance/data/readPrevalenceMonths'
import { prevalenceCsv, prevalenceXlsx } from '@/lib/surveillance/tables/prevalenceFiles'
import { parsePrevalenceQuery } from '@/lib/surveillance/tables/prevalenceQuery'
import { NETWORK } from '@/lib/surveillance/monitoring/monthlySeries'
import { prevalenceRows } from '@/lib/surveillance/tables/prevalenceRows'
import { publicPrevalenceRows } from '@/lib/surveillance/tables/suppression'
import { suppressionThreshold } from '@/lib/surveillance/data/suppressionThreshold'
import { errorResponse, surveillanceEndpoint } from './boundary'

/**
 * GET /api/surveillance/prevalence?malformation=N[,N]&registry=CODE[,CODE]|network
 * &from=YYYY-MM&to=YYYY-MM&groupBy=year|semester|registry[&format=csv|xlsx] —
 * prevalence per 10,000 births with its exact 95% interval, from accepted
 * data only: { rows: [{ registry, malformation, period, births, cases, rate,
 * lower, upper, suppressed, complete, excluded? }], demo, suppressionThreshold }.
 * Public: visitors who are not logged in get cells with fewer cases than the
 * site settings' threshold withheld (`suppressed`), with a complementary cell
 * where the network total would give one away; logged-in users get exact
 * numbers. The files carry the same rows.
 */
export const prevalenceEndpoint = surveillanceEndpoint({
  path: '/surveillance/prevalence',
  method: 'get',
  access: 'anyone',
  handler: async ({ req, t }) => {
    const query = parsePrevalenceQuery(new URL(req.url ?? '', 'http://local').searchParams)
    if (!query.ok) return errorResponse(400, query.issues, t)
    const asked = query.value
    // The public suppression is decided over every registry, so the network is always read.
    const data = await readPrevalenceMonths(
      req.payload,
      req.user ? asked : { ...asked, registries: [NETWORK, ...asked.registries] },
    )
    if (!data.ok) return errorResponse(400, data.issues, t)
    const threshold = req.user ? null : await suppressionThreshold(req.payload)
    const shown = {
      ...data.value,
      registries: req.user ? data.value.registries : data.value.registries.slice(1),
    }
    const rows =
      threshold === null
        ? prevalenceRows(shown, asked.groupBy)
        : publicPrevalenceRows(shown, asked.groupBy, threshold)
    const { demo } = data.value
    const headers = { 'Cache-Control': 'private, no-store' }
    if (asked.format === 'csv')
      return new Response(prevalenceCsv(rows, demo), {
        headers: {
          ...headers,
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="prevalence.csv"',
        },
      })
    if (asked.format === 'xlsx')
      return new Response((await prevalenceXlsx(rows, demo)) as BodyInit, {
        headers: {
          ...headers,
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': 'attachment; filename="prevalence.xlsx"',
        },
      })
    return Response.json({ rows, demo, suppressionThreshold: threshold }, { headers })
  },
})
