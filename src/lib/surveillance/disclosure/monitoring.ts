import { NETWORK } from '../monitoring/monthlySeries'
import { seesExactly, type DisclosurePolicy } from './viewer'

/**
 * Whether this viewer may open the monitoring of `registry` (a network code, or the network),
 * and with its counts (`exact`) or its statistics only (`monitoringDisclosure`): the network's
 * is open to anyone; a registry's to whoever sees it exactly (a visitor asking one is told to
 * sign in, 401; a member who does not see it, 403).
 */
export function monitoringAccess(
  policy: DisclosurePolicy,
  registry: string,
): { ok: true; exact: boolean } | { ok: false; status: 401 | 403 } {
  if (registry === NETWORK) return { ok: true, exact: seesExactly(policy, NETWORK) }
  if (policy.viewer.kind === 'anonymous') return { ok: false, status: 401 }
  return seesExactly(policy, registry) ? { ok: true, exact: true } : { ok: false, status: 403 }
}
