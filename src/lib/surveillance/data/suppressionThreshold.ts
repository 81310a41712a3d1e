import type { Payload } from 'payload'
import { memoize } from '@/lib/cache/memo'
import { globalTag } from '@/lib/cacheTags'
import { DEFAULT_SUPPRESSION_THRESHOLD } from '../tables/suppression'

/**
 * The small-number rule of the site settings: cells with fewer cases are
 * withheld from visitors who are not logged in (0: none). Kept in memory
 * until the settings are saved again.
 */
export function suppressionThreshold(payload: Payload): Promise<number> {
  return memoize('surveillance:suppression-threshold', [globalTag('site-settings')], async () => {
    const settings = await payload
      .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
      .catch(() => null)
    const value = settings?.suppressionThreshold
    return typeof value === 'number' && Number.isInteger(value) && value >= 0
      ? value
      : DEFAULT_SUPPRESSION_THRESHOLD
  })
}
