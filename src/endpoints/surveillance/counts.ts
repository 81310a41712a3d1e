import { readAcceptedCounts } from '@/lib/surveillance/data/readCounts'
import { parseCountsQuery } from '@/lib/surveillance/submissions/countsQuery'
import { errorResponse, surveillanceEndpoint } from './boundary'

/**
 * GET /api/surveillance/counts?registry=CODE&malformation=N&from=YYYY-MM&to=YYYY-MM&groupBy=month|semester|year
 * — accepted numbers only: { rows: [{ registry, malformation, period, births,
 * cases }] }. births and cases are null where the data is not available: a
 * semester or year with any blank month is null, never summed as if it were 0.
 */
export const countsEndpoint = surveillanceEndpoint({
  path: '/surveillance/counts',
  method: 'get',
  access: 'user',
  handler: async ({ req, t }) => {
    const query = parseCountsQuery(new URL(req.url ?? '', 'http://local').searchParams)
    if (!query.ok) return errorResponse(400, query.issues, t)
    const result = await readAcceptedCounts(req.payload, query.value)
    if (!result.ok) return errorResponse(400, result.issues, t)
    return Response.json({ rows: result.rows })
  },
})
