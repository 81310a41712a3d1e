import type { Payload } from 'payload'
import { siteSettingsOrDefaults } from '@/lib/siteSettings'
import { DEFAULT_SUPPRESSION_THRESHOLD } from '../disclosure'

/**
 * The small-number rule of the site settings: cells with 1 to threshold − 1 cases are small and
 * withheld by the disclosure policy (0: none).
 */
export async function suppressionThreshold(payload: Payload): Promise<number> {
  const value = (await siteSettingsOrDefaults(payload))?.suppressionThreshold
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
    ? value
    : DEFAULT_SUPPRESSION_THRESHOLD
}
