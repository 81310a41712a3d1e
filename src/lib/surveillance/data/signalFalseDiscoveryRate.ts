import type { Payload } from 'payload'
import { memoize } from '@/lib/cache/memo'
import { globalTag } from '@/lib/cacheTags'
import { DEFAULT_FDR } from '../monitoring/semiannualReport'

/**
 * The false discovery rate of the site settings: the attention lists and the
 * stored signals keep the tests with q below it. Cached until the
 * settings are saved again.
 */
export function signalFalseDiscoveryRate(payload: Payload): Promise<number> {
  return memoize('surveillance:signal-fdr', [globalTag('site-settings')], async () => {
    const settings = await payload
      .findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
      .catch(() => null)
    const value = settings?.signalFalseDiscoveryRate
    return typeof value === 'number' && value > 0 && value < 1 ? value : DEFAULT_FDR
  })
}
