import type { Payload } from 'payload'
import { siteSettingsOrDefaults } from '@/lib/siteSettings'
import { DEFAULT_FDR } from '../monitoring/semiannualReport'

/**
 * The false discovery rate of the site settings: the attention lists and the stored signals keep
 * the tests with q below it.
 */
export async function signalFalseDiscoveryRate(payload: Payload): Promise<number> {
  const value = (await siteSettingsOrDefaults(payload))?.signalFalseDiscoveryRate
  return typeof value === 'number' && value > 0 && value < 1 ? value : DEFAULT_FDR
}
