/**
 * The values an export holds for one registry and year (or semester), as the reader may see
 * them (the disclosure module decides): whoever sees the registry exactly (its members, the
 * office) gets every accepted month; anyone else the public grid of the latest release, its
 * semesters and year, with every withheld cell left out (never written as 0) and births as the
 * grid shows them.
 */
import type { Payload, Where } from 'payload'
import type { User } from '@/payload-types'
import { relationId } from '@/lib/relationId'
import { findRegistryByCode, readCodeLists } from '../data/codeLists'
import { loadDisclosurePolicy, loadPublicGrid } from '../data/disclosure'
import { cellKey, seesExactly } from '../disclosure'
import { monthKey, semesterMonths, type Semester } from '../submissions/model'
import type { ExchangePeriod } from './periods'
import type { ExchangeValue } from './values'

export interface ExportRequest {
  registry: string
  year: number
  semester: Semester | null
}

export type ExportValues =
  { ok: true; exact: boolean; values: ExchangeValue[] } | { ok: false; code: 'unknownRegistry' }

export async function exportValues(
  payload: Payload,
  user: User | null | undefined,
  request: ExportRequest,
): Promise<ExportValues> {
  const { registries, malformations } = await readCodeLists(payload)
  const registry = findRegistryByCode(registries, request.registry)
  if (!registry) return { ok: false, code: 'unknownRegistry' }
  const policy = await loadDisclosurePolicy(payload, user)
  const numbers = malformations.map((doc) => doc.number).sort((a, b) => a - b)
  if (seesExactly(policy, registry.networkCode))
    return {
      ok: true,
      exact: true,
      values: await exactMonths(
        payload,
        registry,
        request,
        new Map(malformations.map((doc) => [String(doc.id), doc.number])),
      ),
    }
  const grid = await loadPublicGrid(payload, numbers)
  const periods: { key: string; period: ExchangePeriod }[] = [
    ...([1, 2] as const)
      .filter((semester) => request.semester === null || request.semester === semester)
      .map((semester) => ({
        key: `${request.year}-S${semester}`,
        period: { kind: 'semester', year: request.year, semester } as ExchangePeriod,
      })),
    ...(request.semester === null
      ? [
          {
            key: String(request.year),
            period: { kind: 'year', year: request.year } as ExchangePeriod,
          },
        ]
      : []),
  ]
  const values: ExchangeValue[] = []
  const code = registry.networkCode
  for (const { key, period } of periods) {
    let births: number | null = null
    for (const malformation of numbers) {
      const cell = grid.get(cellKey({ registry: code, malformation, period: key }))
      if (!cell) continue
      births ??= cell.births
      // A withheld cell, or one with no count, is not sent: never a 0 in its place.
      if (cell.suppressed || cell.withheld || cell.cases === null) continue
      values.push({
        key: { kind: 'cases', malformation },
        registry: code,
        period,
        value: cell.cases,
      })
    }
    if (births !== null)
      values.unshift({ key: { kind: 'totalBirths' }, registry: code, period, value: births })
  }
  return { ok: true, exact: false, values }
}

/** Every accepted month of the registry in the period: births by outcome and each anomaly's cases. */
async function exactMonths(
  payload: Payload,
  registry: { id: unknown; networkCode: string },
  request: ExportRequest,
  numberOf: Map<string, number>,
): Promise<ExchangeValue[]> {
  const months = (request.semester ? [request.semester] : ([1, 2] as const))
    .flatMap((semester) => semesterMonths(semester))
    .map((month) => monthKey(request.year, month))
  const where: Where = { and: [{ registry: { equals: registry.id } }, { month: { in: months } }] }
  const [births, cases] = await Promise.all([
    payload.find({
      collection: 'surveillance-births',
      where,
      select: { month: true, liveBirths: true, stillbirths: true },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'surveillance-cases',
      where,
      select: { month: true, malformation: true, cases: true },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])
  const code = registry.networkCode
  const monthOf = (key: string): ExchangePeriod => ({
    kind: 'month',
    year: Number(key.slice(0, 4)),
    month: Number(key.slice(5, 7)),
  })
  const values: ExchangeValue[] = []
  for (const row of [...births.docs].sort((a, b) => a.month.localeCompare(b.month))) {
    // Not available (null) is left out: DHIS2 has no blank value, and 0 would be a number.
    if (row.liveBirths !== null && row.liveBirths !== undefined)
      values.push({
        key: { kind: 'births', outcome: 'liveBirths' },
        registry: code,
        period: monthOf(row.month),
        value: row.liveBirths,
      })
    if (row.stillbirths !== null && row.stillbirths !== undefined)
      values.push({
        key: { kind: 'births', outcome: 'stillbirths' },
        registry: code,
        period: monthOf(row.month),
        value: row.stillbirths,
      })
  }
  const caseRows = cases.docs
    .map((row) => ({ ...row, number: numberOf.get(String(relationId(row.malformation))) ?? 0 }))
    .sort((a, b) => a.number - b.number || a.month.localeCompare(b.month))
  for (const row of caseRows)
    if (row.cases !== null && row.cases !== undefined && row.number > 0)
      values.push({
        key: { kind: 'cases', malformation: row.number },
        registry: code,
        period: monthOf(row.month),
        value: row.cases,
      })
  return values
}
