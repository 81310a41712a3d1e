import type { Payload, PayloadRequest } from 'payload'
import type { SiteSetting } from '@/payload-types'
import { memoize } from '@/lib/cache/memo'
import { globalTag } from '@/lib/cacheTags'

/**
 * The office's choices in the site settings as the server reads them (not its localised texts:
 * those are `getSiteSettings` of lib/site/content). One read, cached until the settings are
 * saved again; inside a write (`req`), read through its transaction instead.
 *
 * Failing reads are loud: a job or a release needs the settings themselves and is retried.
 */
export function siteSettings(payload: Payload, req?: PayloadRequest): Promise<SiteSetting> {
  const read = () =>
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  return req ? read() : memoize('site-settings', [globalTag('site-settings')], read)
}

/**
 * The settings for a reader with a documented default for each choice (a page, a policy): a
 * failed read is logged and answered with null, and the caller's defaults apply.
 */
export async function siteSettingsOrDefaults(
  payload: Payload,
  req?: PayloadRequest,
): Promise<SiteSetting | null> {
  try {
    return await siteSettings(payload, req)
  } catch (error) {
    payload.logger.error({ err: error }, 'the site settings could not be read: defaults apply')
    return null
  }
}
