import type { Payload } from 'payload'
import { userIsAdmin, userRegistryIds } from '@/access'
import type { User } from '@/payload-types'
import type { FieldIssue } from '../input/issues'
import { NETWORK } from '../monitoring/monthlySeries'
import type { CountsRow } from '../submissions/aggregateCounts'
import { findRegistryByCode, readRegistryCodes } from './codeLists'
import { readAcceptedCounts } from './readCounts'

export type MonitoringRows =
  | { ok: true; registry: string; rows: CountsRow[] }
  | { ok: false; status: 400; issues: FieldIssue[] }
  | { ok: false; status: 401 | 403 }

/**
 * The accepted monthly rows a monitoring analysis reads, after the access
 * rule: the pooled network is public; a registry's own data only for its
 * members and for admins. `malformation` null reads every anomaly.
 */
export async function readMonitoringRows(
  payload: Payload,
  user: User | null | undefined,
  registry: string,
  malformation: number | null,
): Promise<MonitoringRows> {
  let code: string | null = null
  if (registry !== NETWORK) {
    if (!user) return { ok: false, status: 401 }
    const found = findRegistryByCode(await readRegistryCodes(payload), registry)
    if (!found)
      return {
        ok: false,
        status: 400,
        issues: [{ field: 'registry', code: 'unknownRegistry', params: { value: registry } }],
      }
    const own = userRegistryIds(user).map(String)
    if (!userIsAdmin(user) && !own.includes(String(found.id))) return { ok: false, status: 403 }
    code = found.networkCode
  }
  const result = await readAcceptedCounts(payload, {
    registry: code,
    malformation,
    from: null,
    to: null,
    groupBy: 'month',
  })
  if (!result.ok) return { ok: false, status: 400, issues: result.issues }
  return { ok: true, registry: code ?? NETWORK, rows: result.rows }
}
