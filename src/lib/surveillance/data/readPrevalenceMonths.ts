import type { Payload } from 'payload'
import type { FieldIssue } from '../input/issues'
import { NETWORK } from '../monitoring/monthlySeries'
import { aggregateCounts, monthSpan } from '../submissions/aggregateCounts'
import { denominatorBirths } from '../submissions/model'
import type { PrevalenceMonths } from '../tables/prevalenceRows'
import type { PrevalenceQuery } from '../tables/prevalenceQuery'
import { acceptedTables } from './acceptedTables'
import { findRegistryByCode, liveBirthsOnlyIds, readCodeLists } from './codeLists'

export type PrevalenceMonthsResult =
  { ok: true; value: PrevalenceMonths & { demo: boolean } } | { ok: false; issues: FieldIssue[] }

type Asked = Pick<PrevalenceQuery, 'malformations' | 'registries' | 'from' | 'to'>

/**
 * The accepted months the prevalence tables are computed from (accepted
 * tables only): the chosen anomalies in the chosen registries, or in every
 * registry when the pooled network is asked. The range is the one asked,
 * narrowed to the months with accepted data of these anomalies. `demo` says
 * whether any of the rows read is demonstration data.
 */
export async function readPrevalenceMonths(
  payload: Payload,
  query: Asked,
): Promise<PrevalenceMonthsResult> {
  const { registries: registryDocs, malformations: malformationDocs } = await readCodeLists(payload)
  const issues: FieldIssue[] = []
  const registries = query.registries.map((code) => {
    if (code === NETWORK) return { code: NETWORK, id: null }
    const doc = findRegistryByCode(registryDocs, code)
    if (!doc) issues.push({ field: 'registry', code: 'unknownRegistry', params: { value: code } })
    return { code: doc?.networkCode ?? code, id: doc?.id ?? null }
  })
  const malformationIds = query.malformations.map((number) => {
    const doc = malformationDocs.find((d) => d.number === number)
    if (!doc)
      issues.push({ field: 'malformation', code: 'unknownMalformation', params: { value: number } })
    return doc?.id
  })
  if (issues.length > 0) return { ok: false, issues }

  const everyRegistry = registries.some((registry) => registry.code === NETWORK)
  const registryIds = registries.flatMap((registry) => (registry.id === null ? [] : [registry.id]))
  const { db, ops, births, cases } = await acceptedTables(payload)
  const { and, gte, lte, inArray } = ops
  const where = (table: typeof births) =>
    and(
      everyRegistry ? undefined : inArray(table.registry, registryIds),
      query.from ? gte(table.month, query.from) : undefined,
      query.to ? lte(table.month, query.to) : undefined,
    )
  const caseRows: {
    registry: number
    malformation: number
    month: string
    cases: number | null
    demo: boolean | null
  }[] = await db
    .select({
      registry: cases.registry,
      malformation: cases.malformation,
      month: cases.month,
      cases: cases.cases,
      demo: cases.demo,
    })
    .from(cases)
    .where(and(where(cases), inArray(cases.malformation, malformationIds)))
  const shown = {
    registries: registries.map((registry) => registry.code),
    malformations: query.malformations,
  }
  if (caseRows.length === 0)
    return { ok: true, value: { months: [], range: null, demo: false, ...shown } }

  const range = monthSpan(caseRows)!
  const birthRows: {
    registry: number
    month: string
    liveBirths: number | null
    stillbirths: number | null
  }[] = await db
    .select({
      registry: births.registry,
      month: births.month,
      liveBirths: births.liveBirths,
      stillbirths: births.stillbirths,
    })
    .from(births)
    .where(
      and(
        where(births),
        inArray(births.registry, [...new Set(caseRows.map((row) => row.registry))]),
        gte(births.month, range.from),
        lte(births.month, range.to),
      ),
    )

  const liveOnly = liveBirthsOnlyIds(registryDocs)
  const codeOf = new Map(registryDocs.map((doc) => [String(doc.id), doc.networkCode]))
  const numberOf = new Map(malformationDocs.map((doc) => [String(doc.id), doc.number]))
  const code = (id: number) => codeOf.get(String(id)) ?? String(id)
  return {
    ok: true,
    value: {
      months: aggregateCounts(
        caseRows.map((row) => ({
          registry: code(row.registry),
          malformation: numberOf.get(String(row.malformation)) ?? 0,
          month: row.month,
          cases: row.cases,
        })),
        birthRows.map((row) => ({
          registry: code(row.registry),
          month: row.month,
          births: denominatorBirths(row, liveOnly.has(String(row.registry))),
        })),
        range,
        'month',
      ),
      range,
      asked: { from: query.from, to: query.to },
      demo: caseRows.some((row) => Boolean(row.demo)),
      ...shown,
    },
  }
}
