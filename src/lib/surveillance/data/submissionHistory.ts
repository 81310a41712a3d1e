import type { Payload, PayloadRequest } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import { monthKey, semesterMonths, type Semester } from '../submissions/model'
import type { SubmissionHistory } from '../submissions/plausibility'
import { acceptedTables } from './acceptedTables'
import { malformationNumbers } from './malformationNumbers'

/** How far back the plausibility checks look. */
export const HISTORY_YEARS = 5

/**
 * The accepted numbers before a semester that the plausibility checks compare
 * with: sums over the months where both cases and births are known, so a blank
 * is never counted as 0. Computed in the database, one query each.
 */
export async function loadSubmissionHistory(
  payload: Payload,
  target: { registryId: DocumentId; year: number; semester: Semester },
  req?: PayloadRequest,
): Promise<SubmissionHistory> {
  const { db, ops, births, cases } = await acceptedTables(payload, req)
  const { and, eq, gte, lt, isNotNull, sql, count } = ops
  const first = monthKey(target.year - HISTORY_YEARS, semesterMonths(target.semester)[0]!)
  const before = monthKey(target.year, semesterMonths(target.semester)[0]!)
  const inWindow = (table: typeof births) => and(gte(table.month, first), lt(table.month, before))
  const birthsTotal = sql<number>`sum(${births.liveBirths} + coalesce(${births.stillbirths}, 0))`
  const casesTotal = sql<number>`sum(${cases.cases})`
  const joined = and(eq(cases.registry, births.registry), eq(cases.month, births.month))
  const known = and(isNotNull(cases.cases), isNotNull(births.liveBirths))

  const perRegistry = await db
    .select({ malformation: cases.malformation, cases: casesTotal, births: birthsTotal })
    .from(cases)
    .innerJoin(births, joined)
    .where(and(eq(cases.registry, target.registryId), inWindow(cases), known))
    .groupBy(cases.malformation)
  const network = await db
    .select({ malformation: cases.malformation, cases: casesTotal, births: birthsTotal })
    .from(cases)
    .innerJoin(births, joined)
    .where(and(inWindow(cases), known))
    .groupBy(cases.malformation)
  const [monthly] = await db
    .select({ births: birthsTotal, months: count() })
    .from(births)
    .where(
      and(eq(births.registry, target.registryId), inWindow(births), isNotNull(births.liveBirths)),
    )
  const numbers = await malformationNumbers(payload, req)

  const toMap = (rows: { malformation: DocumentId; cases: unknown; births: unknown }[]) =>
    new Map(
      rows.flatMap((row) => {
        const number = numbers.get(String(row.malformation))
        return number === undefined
          ? []
          : [[number, { cases: Number(row.cases ?? 0), births: Number(row.births ?? 0) }] as const]
      }),
    )
  const monthsKnown = Number(monthly?.months ?? 0)
  return {
    own: toMap(perRegistry),
    network: toMap(network),
    monthlyBirths: monthsKnown > 0 ? Number(monthly.births) / monthsKnown : null,
    reported: new Set(toMap(perRegistry).keys()),
  }
}
