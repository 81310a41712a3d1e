import { readMonitoringRows } from '@/lib/surveillance/data/readMonitoringSeries'
import { endemicChannelAnalysis } from '@/lib/surveillance/monitoring/endemicChannelAnalysis'
import {
  parseEndemicChannelQuery,
  parseScanQuery,
  parseTrendQuery,
  type MonitoringTarget,
  type Parsed,
} from '@/lib/surveillance/monitoring/monitoringQuery'
import { seriesFromRows, type MonthlySeries } from '@/lib/surveillance/monitoring/monthlySeries'
import { scanAnalysis } from '@/lib/surveillance/monitoring/scanAnalysis'
import { trendAnalysis } from '@/lib/surveillance/monitoring/trendAnalysis'
import { errorResponse, refusal, surveillanceEndpoint } from './boundary'

/**
 * One monitoring analysis as a GET endpoint: parse the query (400 with every
 * problem), apply the access rule (the network is public, a registry only for
 * its members and admins), then answer { registry, malformation, query, result }.
 */
function monitoringEndpoint<Q extends MonitoringTarget>(
  name: string,
  parse: (params: URLSearchParams) => Parsed<Q>,
  analyse: (series: MonthlySeries, query: Q) => unknown,
) {
  return surveillanceEndpoint({
    path: `/surveillance/monitoring/${name}`,
    method: 'get',
    access: 'anyone',
    handler: async ({ req, t }) => {
      const query = parse(new URL(req.url ?? '', 'http://local').searchParams)
      if (!query.ok) return errorResponse(400, query.issues, t)
      const { registry, malformation } = query.value
      const read = await readMonitoringRows(req.payload, req.user, registry, malformation)
      if (!read.ok && read.status === 400) return errorResponse(400, read.issues, t)
      if (!read.ok && read.status === 401)
        return refusal(401, 'unauthorized', t('api.unauthorized'))
      if (!read.ok) return refusal(403, 'forbidden', t('api.forbidden'))
      const result = analyse(seriesFromRows(read.rows, malformation), query.value)
      return Response.json({ ...query.value, registry: read.registry, result })
    },
  })
}

/** GET /api/surveillance/monitoring/endemic-channel?registry=CODE|network&malformation=N&year=&years=&method=&groupBy=&measure= */
export const endemicChannelEndpoint = monitoringEndpoint(
  'endemic-channel',
  parseEndemicChannelQuery,
  endemicChannelAnalysis,
)

/** GET /api/surveillance/monitoring/scan?registry=CODE|network&malformation=N&to=YYYY-MM&months=24 */
export const scanEndpoint = monitoringEndpoint('scan', parseScanQuery, scanAnalysis)

/** GET /api/surveillance/monitoring/trend?registry=CODE|network&malformation=N&to=YYYY&years=10 */
export const trendEndpoint = monitoringEndpoint('trend', parseTrendQuery, trendAnalysis)
