import type { Payload } from 'payload'
import type { FieldIssue } from '../input/issues'
import { aggregateCounts, monthSpan, type CountsRow } from '../submissions/aggregateCounts'
import type { CountsQuery } from '../submissions/countsQuery'
import { denominatorBirths } from '../submissions/model'
import { acceptedTables } from './acceptedTables'
import { findRegistryByCode, liveBirthsOnlyIds, readCodeLists } from './codeLists'

export type CountsResult = { ok: true; rows: CountsRow[] } | { ok: false; issues: FieldIssue[] }

/**
 * Accepted numbers only (the accepted tables), by month, semester or year.
 * Read straight from the tables' indexes: one query for births, one for cases.
 */
export async function readAcceptedCounts(
  payload: Payload,
  query: CountsQuery,
): Promise<CountsResult> {
  const { registries, malformations } = await readCodeLists(payload)
  const registry = query.registry ? findRegistryByCode(registries, query.registry) : null
  if (query.registry && !registry)
    return {
      ok: false,
      issues: [{ field: 'registry', code: 'unknownRegistry', params: { value: query.registry } }],
    }
  const malformation =
    query.malformation === null
      ? null
      : malformations.find((doc) => doc.number === query.malformation)
  if (query.malformation !== null && !malformation)
    return {
      ok: false,
      issues: [
        {
          field: 'malformation',
          code: 'unknownMalformation',
          params: { value: query.malformation },
        },
      ],
    }

  const { db, ops, births, cases } = await acceptedTables(payload)
  const { and, eq, gte, lte } = ops
  const conditions = (table: typeof births) =>
    and(
      registry ? eq(table.registry, registry.id) : undefined,
      query.from ? gte(table.month, query.from) : undefined,
      query.to ? lte(table.month, query.to) : undefined,
    )
  const caseRows: {
    registry: number
    malformation: number
    month: string
    cases: number | null
  }[] = await db
    .select({
      registry: cases.registry,
      malformation: cases.malformation,
      month: cases.month,
      cases: cases.cases,
    })
    .from(cases)
    .where(
      and(conditions(cases), malformation ? eq(cases.malformation, malformation.id) : undefined),
    )
  if (caseRows.length === 0) return { ok: true, rows: [] }
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
    .where(conditions(births))

  const liveOnly = liveBirthsOnlyIds(registries)
  const codeOf = new Map(registries.map((doc) => [String(doc.id), doc.networkCode]))
  const numberOf = new Map(malformations.map((doc) => [String(doc.id), doc.number]))
  const read = monthSpan(caseRows)!
  return {
    ok: true,
    rows: aggregateCounts(
      caseRows.map((row) => ({
        registry: codeOf.get(String(row.registry)) ?? String(row.registry),
        malformation: numberOf.get(String(row.malformation)) ?? 0,
        month: row.month,
        cases: row.cases,
      })),
      birthRows.map((row) => ({
        registry: codeOf.get(String(row.registry)) ?? String(row.registry),
        month: row.month,
        births: denominatorBirths(row, liveOnly.has(String(row.registry))),
      })),
      { from: query.from ?? read.from, to: query.to ?? read.to },
      query.groupBy,
    ),
  }
}
