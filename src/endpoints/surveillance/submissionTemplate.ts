import type { PayloadRequest } from 'payload'
import { isLocale, type Locale } from '@/i18n/locales'
import { mayActForRegistry } from '@/access'
import { loadMalformations, loadRegistries } from '@/lib/surveillance/data/loadReference'
import { QueryReader } from '@/lib/surveillance/input/query'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { templateCsv, templateXlsx } from '@/lib/surveillance/submissions/submissionTemplate'
import { surveillanceEndpoint } from './boundary'

/**
 * GET /api/surveillance/submissions/template?format=csv|xlsx&language=pt|es|en —
 * the blank file registries fill in: births rows and one row per monitored
 * malformation, the semester's six months as columns, headers in the language asked.
 * `registry=CODE&year=YYYY&semester=1|2` pre-fill the first row, for a registry the user acts for.
 */
export const submissionTemplateEndpoint = surveillanceEndpoint({
  path: '/surveillance/submissions/template',
  method: 'get',
  access: 'user',
  handler: async ({ req, locale: requestLocale }) => {
    const params = new URL(req.url ?? '', 'http://local').searchParams
    const asked = params.get('language')
    const locale = isLocale(asked) ? asked : requestLocale
    const t = surveillanceTranslator(locale)
    const malformations = await loadMalformations(req.payload, locale, { activeOnly: true, req })
    const options = { locale, t, malformations, ...(await prefill(req, params, locale)) }
    const name = `${t('template.sheet').toLowerCase().replace(/\s+/g, '-')}`
    if (params.get('format') === 'xlsx') {
      const body = await templateXlsx(options)
      return new Response(body as BodyInit, {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="${name}.xlsx"`,
        },
      })
    }
    return new Response(templateCsv(options), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.csv"`,
      },
    })
  },
})

/** The registry and semester to write on the template's first row; anything not valid is left out. */
async function prefill(
  req: PayloadRequest,
  params: URLSearchParams,
  locale: Locale,
): Promise<{ registry?: string; year?: number; semester?: number }> {
  // Through the query reader, whose problems are dropped: a pre-fill is left out, never refused.
  const read = new QueryReader(params)
  const code = read.registry('registry', { required: false })
  const year = read.year('year')
  const semester = read.semester('semester', { required: false })
  const registry = code
    ? (await loadRegistries(req.payload, locale, req)).find((r) => r.code === code)
    : undefined
  return {
    ...(registry && mayActForRegistry(req.user, registry.id) ? { registry: registry.code } : {}),
    ...(year !== null ? { year } : {}),
    ...(semester !== null ? { semester } : {}),
  }
}
