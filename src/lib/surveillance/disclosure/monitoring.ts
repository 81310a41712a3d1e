import { NETWORK } from '../monitoring/monthlySeries'
import { seesExactly, type DisclosurePolicy } from './viewer'

/**
 * Whether this viewer may open the monitoring of `registry` (a network code, or the network),
 * and with its counts (`exact`) or its statistics only (`monitoringDisclosure`): the network's
 * is open to anyone; a registry's to whoever sees it exactly (a visitor asking one is told to
 * sign in, 401; a member who does not see it, 403). `fromRelease`: the statistics are computed
 * from the months the latest release froze, never from the accepted data as they stand, so an
 * acceptance, a return or a registry joining moves nothing a reader without exact numbers sees
 * until the office publishes (the same reason as the grid's, README.md).
 */
export function monitoringAccess(
  policy: DisclosurePolicy,
  registry: string,
): { ok: true; exact: boolean; fromRelease: boolean } | { ok: false; status: 401 | 403 } {
  if (registry === NETWORK) {
    const exact = seesExactly(policy, NETWORK)
    return { ok: true, exact, fromRelease: !exact }
  }
  if (policy.viewer.kind === 'anonymous') return { ok: false, status: 401 }
  return seesExactly(policy, registry)
    ? { ok: true, exact: true, fromRelease: false }
    : { ok: false, status: 403 }
}
