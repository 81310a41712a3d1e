import type { Payload, PayloadRequest } from 'payload'
import { relationId, type DocumentId } from '@/lib/relationId'
import { monthKey, semesterMonths, type Semester } from '../submissions/model'

/**
 * Whether the office has accepted numbers of this registry's semester. The accepted tables hold
 * them until the office accepts another version: a new save of such a semester is a
 * resubmission, reviewed against them, whatever its submission's status says meanwhile.
 */
export async function hasAcceptedSemester(
  payload: Payload,
  period: { registryId: DocumentId; year: number; semester: Semester },
  req?: PayloadRequest,
): Promise<boolean> {
  const months = semesterMonths(period.semester).map((month) => monthKey(period.year, month))
  const { totalDocs } = await payload.count({
    collection: 'surveillance-births',
    where: { and: [{ registry: { equals: period.registryId } }, { month: { in: months } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** The registries with accepted numbers of a semester (by id): none of them owes it. */
export async function registriesWithAcceptedSemester(
  payload: Payload,
  period: { year: number; semester: Semester },
  req?: PayloadRequest,
): Promise<Set<string>> {
  const months = semesterMonths(period.semester).map((month) => monthKey(period.year, month))
  const { docs } = await payload.find({
    collection: 'surveillance-births',
    where: { month: { in: months } },
    select: { registry: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Set(docs.map((doc) => String(relationId(doc.registry))))
}
