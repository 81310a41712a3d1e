import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/site/payload'
import type { User } from '@/payload-types'
import type { FieldIssue } from '../input/issues'
import { NETWORK } from '../monitoring/monthlySeries'
import type { MalformationRef, RegistryRef } from '../reference/reference'
import { birthsByYear } from '../tables/birthsByYear'
import {
  parsePrevalenceQuery,
  type PrevalenceGrouping,
  type PrevalenceQuery,
} from '../tables/prevalenceQuery'
import { prevalenceRows, type PrevalenceRow } from '../tables/prevalenceRows'
import { tableQueryIssues, tableRowsFor, thresholdToldTo } from '../disclosure'
import { acceptedMonthRange } from './acceptedMonthRange'
import { loadDisclosurePolicy, loadPublicGrid } from './disclosure'
import { latestRelease } from '../releases/readRelease'
import { loadPickerOptions, type PickerOptions } from './pickerOptions'
import { readPrevalenceMonths } from './readPrevalenceMonths'

/** The address fields that choose a view; any other is ignored. */
export const QUERY_FIELDS = ['malformation', 'registry', 'from', 'to', 'groupBy']

export interface TablesView {
  /** The registries shown after the network, in the order of the picker. */
  registries: string[]
  range: { from: string; to: string } | null
  /** Rows of the table, in the grouping chosen. */
  table: PrevalenceRow[]
  /** Rows over time for the trend (years, or semesters when chosen). */
  trend: PrevalenceRow[]
  /** One row per registry and the network over the whole range, for the forest plot. */
  whole: PrevalenceRow[]
  births: { years: number[]; series: { code: string; births: (number | null)[] }[] }
  demo: boolean
  /** The same view from the API, without its format. */
  apiQuery: string
}

export interface PrevalencePageOptions {
  /** The signed-in user (what they see exactly is the disclosure policy's); null: a visitor. */
  user: User | null
  /** The groupings the page offers, the first being the default. */
  groupings: readonly PrevalenceGrouping[]
}

export interface TablesPageData {
  registries: RegistryRef[]
  malformations: MalformationRef[]
  /** Years with accepted data, for the year pickers. */
  years: number[]
  /** The choice as sent, each list split at its commas, to refill the form. */
  values: Record<string, string[]>
  query: PrevalenceQuery | null
  issues: FieldIssue[]
  loggedIn: boolean
  /** Cells under this many cases are withheld from this visitor; null: exact numbers. */
  threshold: number | null
  /** The release the public figures come from (null: none published yet). */
  release: { number: number; publishedAt: string } | null
  view: TablesView | null
}

/**
 * What a prevalence page (the public tables, the members' database query)
 * needs from its GET form: the pickers, the checked choice and, for a valid
 * choice, the rows as the disclosure policy lets this viewer see them (a
 * visitor asks whole years or semesters only, and sees the public grid). Without a choice in the address, the first anomaly over
 * every year for the whole network, by year. Registries chosen show the
 * pooled network and those registries (whether or not "Whole network" is
 * still ticked); "Whole network" alone, or no registry, shows every registry.
 */
export async function loadPrevalencePage(
  locale: Locale,
  search: Record<string, string | string[] | undefined>,
  options: PrevalencePageOptions,
): Promise<TablesPageData> {
  const [payload, pickers] = await Promise.all([getPayloadClient(), loadPickerOptions(locale)])
  return prevalencePageData(payload, pickers, search, options)
}

/** The page's data for pickers already read (cached by the page; read afresh by the scale benchmark). */
export async function prevalencePageData(
  payload: Payload,
  options: Pick<PickerOptions, 'registries' | 'malformations'>,
  search: Record<string, string | string[] | undefined>,
  { user, groupings }: PrevalencePageOptions,
): Promise<TablesPageData> {
  const accepted = await acceptedMonthRange(payload)
  const years = accepted
    ? Array.from(
        { length: Number(accepted.to.slice(0, 4)) - Number(accepted.from.slice(0, 4)) + 1 },
        (_, index) => Number(accepted.from.slice(0, 4)) + index,
      )
    : []
  const [policy, latest] = await Promise.all([
    loadDisclosurePolicy(payload, user),
    latestRelease(payload),
  ])
  const threshold = thresholdToldTo(policy)
  const base = {
    registries: options.registries,
    malformations: options.malformations,
    years,
    loggedIn: Boolean(user),
    threshold,
    release: latest && { number: latest.number, publishedAt: latest.publishedAt },
  }

  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      params.append(key, item)
  if (!QUERY_FIELDS.some((field) => params.has(field))) {
    const first = options.malformations[0]
    if (!first || years.length === 0)
      return { ...base, values: {}, query: null, issues: [], view: null }
    params.set('malformation', String(first.number))
    params.set('registry', NETWORK)
    params.set('from', `${years[0]}-01`)
    params.set('to', `${years[years.length - 1]}-12`)
  }
  const values = Object.fromEntries(
    QUERY_FIELDS.map((field) => [
      field,
      params
        .getAll(field)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim()),
    ]),
  )
  const parsed = parsePrevalenceQuery(params, groupings)
  if (!parsed.ok) return { ...base, values, query: null, issues: parsed.issues, view: null }
  const query = { ...parsed.value, format: 'json' as const }
  const outsideGrid = tableQueryIssues(policy, query)
  if (outsideGrid.length > 0)
    return { ...base, values, query: null, issues: outsideGrid, view: null }

  const everyCode = options.registries.map((registry) => registry.code)
  const chosen = query.registries.filter((code) => code !== NETWORK)
  // The pooled network is always shown first; registries ticked beside "Whole network" (checked
  // by default) narrow the view to them, as the person choosing them expects.
  const shown = chosen.length === 0 ? everyCode : chosen
  const read = await readPrevalenceMonths(payload, {
    ...query,
    registries: [NETWORK, ...shown],
  })
  if (!read.ok) return { ...base, values, query, issues: read.issues, view: null }
  const data = read.value
  const disclosed = await tableRowsFor(policy, () => loadPublicGrid(payload, query.malformations))
  // Every row through the disclosure policy: the trend and the forest plot too.
  const rowsBy = (groupBy: PrevalenceGrouping) =>
    disclosed(prevalenceRows(data, groupBy), { ...query, groupBy })
  const rangeYears = data.range
    ? years.filter(
        (year) =>
          year >= Number(data.range!.from.slice(0, 4)) &&
          year <= Number(data.range!.to.slice(0, 4)),
      )
    : []
  const api = new URLSearchParams({
    malformation: query.malformations.join(','),
    registry: data.registries.join(','),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    groupBy: query.groupBy,
  })
  return {
    ...base,
    values,
    query,
    issues: [],
    view: {
      registries: data.registries.filter((code) => code !== NETWORK),
      range: data.range,
      table: rowsBy(query.groupBy),
      trend: rowsBy(query.groupBy === 'semester' ? 'semester' : 'year'),
      whole: rowsBy('registry'),
      births: {
        years: rangeYears,
        series: birthsByYear(
          data.months,
          data.registries.filter((code) => code !== NETWORK),
          rangeYears,
        ),
      },
      demo: data.demo,
      apiQuery: api.toString(),
    },
  }
}
