import type { Payload, PayloadRequest } from 'payload'
import type { DocumentId } from '@/lib/relationId'
import type { BaselineRef } from '../reference/reference'
import { monthsBetween } from '../submissions/aggregateCounts'
import { acceptedTables } from './acceptedTables'

/** '2020-2022' → January 2020 to December 2022. */
export function basePeriodMonths(basePeriod: string): { from: string; to: string } {
  const [first = '', last = first] = basePeriod.split('-')
  return { from: `${first}-01`, to: `${last}-12` }
}

/**
 * Reference figures from accepted data: cases and births summed over the base
 * period, for each registry × malformation whose every month of the period is
 * accepted and known. A pair with any blank or missing month is left out, so
 * the imported baseline rate is used for it instead of a sum that reads blanks as 0.
 */
export async function loadAcceptedBaselines(
  payload: Payload,
  basePeriod: string,
  only?: { registryId: DocumentId; malformationId: DocumentId },
  req?: PayloadRequest,
): Promise<BaselineRef[]> {
  const { from, to } = basePeriodMonths(basePeriod)
  const monthCount = monthsBetween(from, to).length
  const { db, ops, births, cases } = await acceptedTables(payload, req)
  const { and, eq, gte, lte, isNotNull, sql, count } = ops
  const rows: {
    registry: DocumentId
    malformation: DocumentId
    cases: unknown
    births: unknown
    months: unknown
  }[] = await db
    .select({
      registry: cases.registry,
      malformation: cases.malformation,
      cases: sql<number>`sum(${cases.cases})`,
      births: sql<number>`sum(${births.liveBirths} + coalesce(${births.stillbirths}, 0))`,
      months: count(),
    })
    .from(cases)
    .innerJoin(births, and(eq(cases.registry, births.registry), eq(cases.month, births.month)))
    .where(
      and(
        gte(cases.month, from),
        lte(cases.month, to),
        isNotNull(cases.cases),
        isNotNull(births.liveBirths),
        only ? eq(cases.registry, only.registryId) : undefined,
        only ? eq(cases.malformation, only.malformationId) : undefined,
      ),
    )
    .groupBy(cases.registry, cases.malformation)
  return rows.flatMap((row) =>
    Number(row.months) === monthCount && Number(row.births) > 0
      ? [
          {
            registryId: row.registry,
            malformationId: row.malformation,
            basePeriod,
            births: Number(row.births),
            cases: Number(row.cases),
            sourceNote: null,
            source: 'accepted' as const,
          },
        ]
      : [],
  )
}

/** Accepted figures where a pair has them, the imported baseline otherwise. */
export function preferAccepted(accepted: BaselineRef[], imported: BaselineRef[]): BaselineRef[] {
  const key = (baseline: BaselineRef) =>
    `${baseline.registryId}|${baseline.malformationId}|${baseline.basePeriod}`
  const covered = new Set(accepted.map(key))
  return [
    ...accepted,
    ...imported
      .filter((baseline) => !covered.has(key(baseline)))
      .map((baseline) => ({ ...baseline, source: 'imported' as const })),
  ]
}
