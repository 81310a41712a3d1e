import { loadCaseViews } from '@/lib/surveillance/data/caseViews'
import { parseCaseViewsQuery } from '@/lib/surveillance/tables/caseViewsQuery'
import { errorResponse, surveillanceEndpoint } from './boundary'

/**
 * GET /api/surveillance/case-views?malformation=N&year=YYYY[&registry=CODE[,CODE]|network] —
 * what case-level records add to one anomaly's figures, for the year's semesters and the year,
 * from accepted data only: { rows: [{ registry, malformation, period, caseData, pooled?,
 * births, liveBirths, cases, totalPrevalence, liveBirthPrevalence, outcome, prenatal,
 * prenatalShare, caseClass, isolatedShare, maternalAge, withheld, definitions }], demo,
 * downSyndrome, suppressionThreshold }. For Down syndrome (the anomaly whose code list is Q90),
 * `maternalAge: [{ band, births, cases, prevalence }]` where the registry sent the period's births
 * by maternal age band, null otherwise (and for the network). `caseData: false`: the registry sent that period as monthly counts
 * (no case-level data, not 0). The network pools the registries with case data. Public, through
 * the disclosure policy like the prevalence tables: a visitor sees grid periods only, small
 * counts and the complements that protect them withheld (null), the same ones in every answer;
 * members see their own registries exactly; admins everything. No case record is ever sent.
 */
export const caseViewsEndpoint = surveillanceEndpoint({
  path: '/surveillance/case-views',
  method: 'get',
  access: 'anyone',
  handler: async ({ req, t }) => {
    const params = new URL(req.url ?? '', 'http://local').searchParams
    const query = parseCaseViewsQuery(params)
    if (!query.ok) return errorResponse(400, query.issues, t)
    const views = await loadCaseViews(req.payload, req.user, query.value)
    if (!views.ok) return errorResponse(400, views.issues, t)
    return Response.json(views.value, { headers: { 'Cache-Control': 'private, no-store' } })
  },
})
