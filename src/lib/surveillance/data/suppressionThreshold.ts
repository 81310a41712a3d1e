import type { Payload } from 'payload'
import { memoize } from '@/lib/cache/memo'
import { globalTag } from '@/lib/cacheTags'
import { DEFAULT_SUPPRESSION_THRESHOLD } from '../disclosure'

/**
 * The small-number rule of the site settings: cells with 1 to threshold − 1 cases are small and
 * withheld by the disclosure policy (0: none). Cached until the settings are saved again.
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
