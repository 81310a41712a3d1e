import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import type { FieldIssue } from '../input/issues'
import { NETWORK } from '../monitoring/monthlySeries'
import type { CountsRow } from '../submissions/aggregateCounts'
import { monitoringAccess } from '../disclosure'
import { loadDisclosurePolicy, publicationPolicy } from './disclosure'
import { findRegistryByCode, readCodeLists, readRegistryCodes } from './codeLists'
import { readAcceptedCounts } from './readCounts'
import { latestRelease, releasedMonths } from '../releases/readRelease'

export type MonitoringRows =
  /** `exact`: the viewer sees its counts (else statistics only, `monitoringDisclosure`). */
  | { ok: true; registry: string; rows: CountsRow[]; exact: boolean }
  | { ok: false; status: 400; issues: FieldIssue[] }
  | { ok: false; status: 401 | 403 }

/**
 * The accepted monthly rows a monitoring analysis reads, after the disclosure
 * policy: the pooled network for anyone (its counts only for those who see it
 * exactly); a registry for those who see its numbers exactly (its members,
 * admins, and every member when the site settings say so). `malformation` null
 * reads every anomaly.
 */
export async function readMonitoringRows(
  payload: Payload,
  user: User | null | undefined,
  registry: string,
  malformation: number | null,
): Promise<MonitoringRows> {
  let code: string | null = null
  const policy = await loadDisclosurePolicy(payload, user)
  let access = monitoringAccess(policy, registry)
  if (registry !== NETWORK) {
    // A visitor asking for any registry is told to sign in, known or not.
    if (!access.ok && access.status === 401) return access
    const found = findRegistryByCode(await readRegistryCodes(payload), registry)
    if (!found)
      return {
        ok: false,
        status: 400,
        issues: [{ field: 'registry', code: 'unknownRegistry', params: { value: registry } }],
      }
    access = monitoringAccess(policy, found.networkCode)
    code = found.networkCode
  }
  if (!access.ok) return access
  return monitoredRows(payload, code ?? NETWORK, malformation, access)
}

/**
 * The months a monitoring analysis reads once access is given: the accepted data as they stand,
 * or, where the disclosure module says so (`fromRelease`), the months the latest release froze.
 */
async function monitoredRows(
  payload: Payload,
  registry: string,
  malformation: number | null,
  access: { exact: boolean; fromRelease: boolean },
): Promise<MonitoringRows> {
  const query = { malformation, from: null, to: null, groupBy: 'month' as const }
  if (access.fromRelease) {
    // An unknown anomaly is a 400, as for the accepted data, never an empty answer.
    const { malformations } = await readCodeLists(payload)
    if (malformation !== null && !malformations.some((doc) => doc.number === malformation))
      return {
        ok: false,
        status: 400,
        issues: [
          { field: 'malformation', code: 'unknownMalformation', params: { value: malformation } },
        ],
      }
    const release = await latestRelease(payload)
    const rows = release ? await releasedMonths(payload, release, malformation) : []
    return { ok: true, registry, rows, exact: false }
  }
  const result = await readAcceptedCounts(payload, {
    ...query,
    registry: registry === NETWORK ? null : registry,
  })
  if (!result.ok) return { ok: false, status: 400, issues: result.issues }
  return { ok: true, registry, rows: result.rows, exact: access.exact }
}

/**
 * The accepted monthly rows of a registry's published report, under the policy of the report's
 * readers (`publicationPolicy`), asked as the report page asks it for a viewer: its file prints
 * what the page shows them, never more.
 */
export async function readPublishedReportRows(
  payload: Payload,
  registry: string,
): Promise<MonitoringRows> {
  const access = monitoringAccess(await publicationPolicy(payload, registry), registry)
  if (!access.ok) return access
  return monitoredRows(payload, registry, null, access)
}
