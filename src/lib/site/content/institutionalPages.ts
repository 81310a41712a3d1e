import type { Locale } from '@/i18n/locales'
import type { InstitutionalPage } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

export type InstitutionalPageField = 'about' | 'history' | 'membership' | 'tablesAndCharts'

/**
 * The office's text of one institutional page, in the locale (Payload falls
 * back to Portuguese); null when no language has one.
 */
export const getInstitutionalText = cachedQuery(
  'institutional-pages',
  { globals: ['institutional-pages'] },
  async (
    locale: Locale,
    field: InstitutionalPageField,
  ): Promise<InstitutionalPage[InstitutionalPageField]> => {
    const payload = await getPayloadClient()
    const pages = await payload.findGlobal({
      slug: 'institutional-pages',
      locale,
      depth: 1,
      select: { [field]: true },
      overrideAccess: false,
    })
    return pages[field] ?? null
  },
)
