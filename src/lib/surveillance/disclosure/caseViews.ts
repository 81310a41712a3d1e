import { breakdownKey } from './caseBreakdownGrid'
import { seesEverything, seesExactly, type DisclosurePolicy } from './viewer'

/** Numbers a row of the case views is read from, with the breakdown keys they withhold. */
interface Numbers {
  withheld: ReadonlySet<string>
}

/**
 * Whether this viewer reads any row of the case views from the latest release (anyone who does
 * not see every registry and the network exactly): the caller then reads the release's views.
 */
export const caseViewsFromRelease = (policy: DisclosurePolicy): boolean => !seesEverything(policy)

/**
 * Where one row of the case views (a registry, or the network) comes from for this viewer: the
 * accepted records (`exact`) where they see it exactly; otherwise the latest release's frozen
 * views (`released`), with its withheld numbers hidden, and nothing (`none`) before a release.
 * Live numbers never reach a reader who does not see the row exactly, so no change between two
 * releases (an acceptance, a return, a resubmission, a registry joining the pool) shows in them.
 */
export function caseViewRowSource<S extends Numbers>(
  policy: DisclosurePolicy,
  registry: string,
  { exact, released, none }: { exact: S; released: S | null; none: S },
): { numbers: S; hidden: (period: string, name: string) => boolean } {
  if (seesExactly(policy, registry)) return { numbers: exact, hidden: () => false }
  const numbers = released ?? none
  return {
    numbers,
    hidden: (period, name) => numbers.withheld.has(breakdownKey(registry, period, name)),
  }
}
