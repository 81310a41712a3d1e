import { isLocale } from '@/i18n/locales'
import { loadMalformations } from '@/lib/surveillance/data/loadReference'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { templateCsv, templateXlsx } from '@/lib/surveillance/submissions/submissionTemplate'
import { surveillanceEndpoint } from './boundary'

/**
 * GET /api/surveillance/submissions/template?format=csv|xlsx&language=pt|es|en —
 * the blank file registries fill in: births rows and one row per monitored
 * malformation, the semester's six months as columns, headers in the language asked.
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
    const options = { locale, t, malformations }
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
