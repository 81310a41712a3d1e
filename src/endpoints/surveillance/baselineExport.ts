import {
  loadBaselines,
  loadMalformations,
  loadRegistries,
} from '@/lib/surveillance/data/loadReference'
import { readBasePeriod } from '@/lib/surveillance/input/basePeriod'
import { baselineExportCsv } from '@/lib/surveillance/reference/baselineExport'
import { surveillanceEndpoint } from './boundary'

/**
 * GET /api/baseline-rates/export[?period=2020-2022] — baseline rates as CSV,
 * in the import's columns so an edited export can be imported back.
 */
export const exportBaselinesEndpoint = surveillanceEndpoint({
  path: '/export',
  method: 'get',
  access: 'admin',
  handler: async ({ req, locale }) => {
    const period = readBasePeriod(
      new URL(req.url ?? '', 'http://local').searchParams.get('period') ?? '',
    )
    const [registries, malformations, baselines] = await Promise.all([
      loadRegistries(req.payload, locale, req),
      loadMalformations(req.payload, locale, { req }),
      loadBaselines(req.payload, period ? { basePeriod: period } : 'all', req),
    ])
    const csv = baselineExportCsv({ registries, malformations, baselines })
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="baseline-rates${period ? `-${period}` : ''}.csv"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})
