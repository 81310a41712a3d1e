import type { Locale } from '@/i18n/locales'
import type { Footer, SiteSetting } from '@/payload-types'
import { cachedQuery } from '../cachedQuery'
import { getPayloadClient } from '../payload'

/** The footer as stored: its rich text, and the HTML of earlier versions (sanitise it before showing). */
export type FooterContent = { content: Footer['content'] | null; html: string }

/** The footer as the office wrote it, in `locale`. */
export const getFooterText = cachedQuery(
  'footer',
  { globals: ['footer'] },
  async (locale: Locale): Promise<FooterContent> => {
    const payload = await getPayloadClient()
    const footer = await payload.findGlobal({
      slug: 'footer',
      locale,
      depth: 1,
      overrideAccess: false,
    })
    return { content: footer.content ?? null, html: footer.text ?? '' }
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

/** The home page's hero image as the page needs it: the original and the card-sized copy. */
export type HeroImage = {
  url: string
  alt: string
  width: number | null
  height: number | null
  smallUrl: string | null
  smallWidth: number | null
}

/** The hero image chosen in the site settings, or null (the page then draws its own background). */
export const getHeroImage = cachedQuery(
  'hero-image',
  { globals: ['site-settings'], collections: ['media'] },
  async (locale: Locale): Promise<HeroImage | null> => {
    const payload = await getPayloadClient()
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      locale,
      depth: 1,
      select: { heroImage: true },
      overrideAccess: false,
    })
    const image = settings.heroImage
    if (!image || typeof image !== 'object' || !image.url) return null
    if (!image.mimeType?.startsWith('image/')) return null
    return {
      url: image.url,
      alt: image.alt ?? '',
      width: image.width ?? null,
      height: image.height ?? null,
      smallUrl: image.sizes?.card?.url ?? null,
      smallWidth: image.sizes?.card?.width ?? null,
    }
  },
)
