import type { Locale } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

/** Footer HTML as the office typed it; sanitise before showing it. */
export const getFooterText = cachedQuery(
  'footer',
  { globals: ['footer'] },
  async (locale: Locale): Promise<string> => {
    const payload = await getPayloadClient()
    const footer = await payload.findGlobal({
      slug: 'footer',
      locale,
      depth: 0,
      overrideAccess: false,
    })
    return footer.text ?? ''
  },
)

export const getSiteSettings = cachedQuery(
  'site-settings',
  { globals: ['site-settings'] },
  async (locale: Locale): Promise<SiteSetting> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', locale, depth: 0, overrideAccess: false })
  },
)
