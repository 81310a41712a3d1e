import type { DisclosurePolicy } from './viewer'

/** A count of signals as a viewer sees it: the number, or withheld when small for them. */
export type DisclosedSignalCount = { count: number } | { withheld: 'small' }

/**
 * Counts of monitoring signals (by year and conclusion) for a viewer: the office sees them all;
 * anyone else (a visitor, a member, since the counts pool every registry) sees a count of 1 to
 * threshold − 1 as withheld, as a small count of cases (the site settings' threshold, 0: all
 * shown). The table they go in shows no totals, so no withheld cell is a difference of shown ones.
 */
export function discloseSignalCount(
  count: number,
  { viewer, threshold }: DisclosurePolicy,
): DisclosedSignalCount {
  if (viewer.kind === 'admin' || threshold <= 0) return { count }
  return count > 0 && count < threshold ? { withheld: 'small' } : { count }
}
