import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { getCurrentUser } from '@/lib/site/currentUser'
import { getPayloadClient } from '@/lib/site/payload'
import type { FieldIssue } from '../input/issues'
import type { MethodDescriptor } from '../monitoring/methods'
import { NETWORK } from '../monitoring/monthlySeries'
import { malformationLabel, registryLabel } from '../present/monitoringLabels'
import { monitoringDefaults } from './monitoringDefaults'
import { loadOwnRegistries } from './ownRegistries'
import { loadPickerOptions } from './pickerOptions'
import { readMonitoringRows, type MonitoringRows } from './readMonitoringSeries'

export interface MonitoringOption {
  value: string
  label: string
}

export interface MonitoringPageData<Q> {
  registries: MonitoringOption[]
  malformations: MonitoringOption[]
  /** The query as typed, to refill the form. */
  values: Record<string, string>
  issues: FieldIssue[]
  query: Q | null
  rows: MonitoringRows | null
  loggedIn: boolean
  /** The signed-in visitor, for what else the page reads under their access. */
  user: User | null
}

/**
 * What a monitoring page needs from a GET form: the registries this visitor
 * may pick (the network, plus their own or all for an admin), the anomalies,
 * and the checked query with the rows it may read: the form's, or before the
 * form is sent the page's default view (the method's `defaultView`: the network,
 * its commonest anomaly, the latest period), so the page opens on a result.
 */
export async function loadMonitoringPage<Q extends { registry: string; malformation?: number }>(
  locale: Locale,
  search: Record<string, string | string[] | undefined>,
  method: Pick<MethodDescriptor<Q>, 'parse' | 'everyAnomaly' | 'defaultView'>,
): Promise<MonitoringPageData<Q>> {
  const { parse, everyAnomaly, defaultView } = method
  let values: Record<string, string> = {}
  for (const [key, value] of Object.entries(search))
    if (typeof value === 'string') values[key] = value
  const [user, payload, options] = await Promise.all([
    getCurrentUser(),
    getPayloadClient(),
    loadPickerOptions(locale),
  ])
  const own = user ? await loadOwnRegistries(payload, user) : []
  const names = new Map(options.registries.map((registry) => [registry.code, registry.name]))
  const data = {
    registries: own.map((registry) => ({
      value: registry.networkCode,
      label: registryLabel({
        initials: registry.initials,
        name: names.get(registry.networkCode),
        code: registry.networkCode,
      }),
    })),
    malformations: options.malformations.map((malformation) => ({
      value: String(malformation.number),
      label: malformationLabel(malformation),
    })),
    values,
    loggedIn: Boolean(user),
    user,
  }
  if (!values.registry) {
    const accepted = await monitoringDefaults(payload)
    if (accepted) values = defaultView(accepted)
  }
  data.values = values
  if (!values.registry) return { ...data, issues: [], query: null, rows: null }
  const parsed = parse(new URLSearchParams(values))
  if (!parsed.ok) return { ...data, issues: parsed.issues, query: null, rows: null }
  const { registry, malformation } = parsed.value
  const rows = await readMonitoringRows(
    payload,
    user,
    registry,
    everyAnomaly ? null : (malformation ?? null),
  )
  return {
    ...data,
    issues: !rows.ok && rows.status === 400 ? rows.issues : [],
    query: parsed.value,
    rows,
  }
}

export const isNetwork = (registry: string) => registry === NETWORK
