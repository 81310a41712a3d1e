import type { DisclosurePolicy } from './viewer'

/**
 * Whether this viewer may read a registry's case records (one row per affected baby: the most
 * identifying data the platform holds). Only that registry's members and the office: unlike
 * counts, no site setting opens them to other registries, and a suppression threshold of 0
 * (nothing withheld from the counts) does not open them to visitors.
 */
export function mayReadCaseRecords(policy: DisclosurePolicy, registry: string): boolean {
  const { viewer } = policy
  if (viewer.kind === 'admin') return true
  if (viewer.kind === 'anonymous') return false
  return viewer.registries.includes(registry)
}
