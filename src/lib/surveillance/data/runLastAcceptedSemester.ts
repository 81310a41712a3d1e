import type { Payload } from 'payload'
import { mayActForRegistry } from '@/access'
import type { Locale } from '@/i18n/locales'
import type { User } from '@/payload-types'
import { runBatch, type BatchRowResult } from '../batch/batchFile'
import type { FieldIssue, RowIssue } from '../input/issues'
import type { Table } from '../input/table/types'
import { monthKey, semesterMonths, semesterOfMonth, type Semester } from '../submissions/model'
import { loadAcceptedBaselines, preferAccepted } from './acceptedBaselines'
import { currentBasePeriod, loadReference } from './loadReference'
import { readAcceptedCounts } from './readCounts'

export type LastSemesterRun =
  | { kind: 'done'; results: BatchRowResult[]; year: number; semester: Semester }
  /** The registry has no accepted month yet. */
  | { kind: 'none' }
  | { kind: 'refused'; issues: (FieldIssue | RowIssue)[] }

const lastDay = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)

/**
 * The alarm test for every malformation of a registry's last accepted
 * semester, from the accepted tables: the same batch as a member's file, with
 * births and observed cases summed over the semester (a blank month leaves the
 * total not available, so that row is not tested).
 */
export async function runLastAcceptedSemester(
  payload: Payload,
  user: User,
  registryCode: unknown,
  locale: Locale,
): Promise<LastSemesterRun> {
  const code = typeof registryCode === 'string' ? registryCode.trim() : ''
  const { docs: registries } = await payload.find({
    collection: 'member-registries',
    where: { networkCode: { equals: code } },
    depth: 0,
    limit: 1,
    select: { networkCode: true },
  })
  const registry = registries[0]
  if (!code || !registry)
    return {
      kind: 'refused',
      issues: [{ field: 'registry', code: 'unknownRegistry', params: { value: code } }],
    }
  if (!mayActForRegistry(user, registry.id))
    return { kind: 'refused', issues: [{ field: 'registry', code: 'notYourRegistry' }] }

  const { docs: latest } = await payload.find({
    collection: 'surveillance-births',
    where: { registry: { equals: registry.id } },
    sort: '-month',
    depth: 0,
    limit: 1,
    select: { month: true },
    overrideAccess: true,
  })
  const lastMonth = latest[0]?.month
  if (!lastMonth) return { kind: 'none' }
  const year = Number(lastMonth.slice(0, 4))
  const semester = semesterOfMonth(Number(lastMonth.slice(5, 7)))
  const months = semesterMonths(semester)

  const counts = await readAcceptedCounts(payload, {
    registry: registry.networkCode,
    malformation: null,
    from: monthKey(year, months[0]!),
    to: monthKey(year, months[months.length - 1]!),
    groupBy: 'semester',
  })
  if (!counts.ok) return { kind: 'refused', issues: counts.issues }

  // The accepted semester as the rows of a member's batch file, so both run the same tests.
  const table: Table = {
    header: { line: 1, cells: ['registry_code', 'malformation_number', 'births', 'observed'] },
    rows: counts.rows.map((row, index) => ({
      line: index + 2,
      cells: [row.registry, row.malformation, row.births, row.cases],
    })),
  }
  const basePeriod = await currentBasePeriod(payload)
  const data = await loadReference(payload, { locale, baselines: { basePeriod } })
  data.baselines = preferAccepted(await loadAcceptedBaselines(payload, basePeriod), data.baselines)
  const batch = runBatch(table, data, {
    periodStart: `${monthKey(year, months[0]!)}-01`,
    periodEnd: lastDay(year, months[months.length - 1]!),
    basePeriod,
  })
  if (!batch.ok) return { kind: 'refused', issues: batch.issues }
  return { kind: 'done', results: batch.results, year, semester }
}
