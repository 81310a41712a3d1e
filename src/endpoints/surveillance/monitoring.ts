import { readMonitoringRows } from '@/lib/surveillance/data/readMonitoringSeries'
import {
  endemicChannelMethod,
  scanMethod,
  trendMethod,
  type SeriesMethod,
} from '@/lib/surveillance/monitoring/methods'
import type { MonitoringTarget } from '@/lib/surveillance/monitoring/monitoringQuery'
import { anomalySeries } from '@/lib/surveillance/monitoring/monthlySeries'
import { withOptionLabels } from '@/lib/surveillance/present/choiceIssues'
import { monitoringText } from '@/lib/surveillance/present/monitoringText'
import { errorResponse, refusal, surveillanceEndpoint } from './boundary'

/**
 * One monitoring method as a GET endpoint, from its descriptor: parse the query
 * (400 with every problem; a refused choice names the options as the form labels them),
 * apply the disclosure policy (the network for anyone, its counts only for viewers who see
 * it exactly; a registry for those who see it exactly), then answer
 * { registry, malformation, query, result, exact }.
 */
function monitoringEndpoint<Q extends MonitoringTarget, R>(method: SeriesMethod<Q, R>) {
  return surveillanceEndpoint({
    path: method.api,
    method: 'get',
    access: 'anyone',
    handler: async ({ req, t, locale }) => {
      const query = method.parse(new URL(req.url ?? '', 'http://local').searchParams)
      if (!query.ok) {
        const labelled = withOptionLabels(
          query.issues,
          method.parameters,
          monitoringText(locale),
          locale,
        )
        return errorResponse(400, labelled, t)
      }
      const { registry, malformation } = query.value
      const read = await readMonitoringRows(req.payload, req.user, registry, malformation)
      if (!read.ok && read.status === 400) return errorResponse(400, read.issues, t)
      if (!read.ok && read.status === 401)
        return refusal(401, 'unauthorized', t('api.unauthorized'))
      if (!read.ok) return refusal(403, 'forbidden', t('api.forbidden'))
      const result = method.run(anomalySeries(read.rows, malformation), query.value, read.exact)
      return Response.json({ ...query.value, registry: read.registry, result, exact: read.exact })
    },
  })
}

/** GET /api/surveillance/monitoring/endemic-channel?registry=CODE|network&malformation=N&year=&years=&method=&groupBy=&measure= */
export const endemicChannelEndpoint = monitoringEndpoint(endemicChannelMethod)

/** GET /api/surveillance/monitoring/scan?registry=CODE|network&malformation=N&to=YYYY-MM&months=24 */
export const scanEndpoint = monitoringEndpoint(scanMethod)

/** GET /api/surveillance/monitoring/trend?registry=CODE|network&malformation=N&to=YYYY&years=10 */
export const trendEndpoint = monitoringEndpoint(trendMethod)
