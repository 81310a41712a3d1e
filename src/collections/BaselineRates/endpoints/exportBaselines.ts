import type { Endpoint } from 'payload'
import { userIsAdmin } from '@/access'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { baselineExportCsv } from '@/lib/surveillance/baselineExport'
import {
  loadBaselines,
  loadMalformations,
  loadRegistries,
} from '@/lib/surveillance/data/loadReference'
import { readBasePeriod } from '@/lib/surveillance/basePeriod'

/**
 * GET /api/baseline-rates/export[?period=2020-2022] — baseline rates as CSV,
 * in the import's columns so an edited export can be imported back.
 */
export const exportBaselinesEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!userIsAdmin(req.user))
      return Response.json({ message: req.t('error:unauthorized') }, { status: 403 })
    const period = readBasePeriod(
      new URL(req.url ?? '', 'http://local').searchParams.get('period') ?? '',
    )
    const locale = isLocale(req.locale) ? req.locale : defaultLocale

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
}
