import type { Payload } from 'payload'
import type { GridRow, GridValues } from '@/components/surveillance/submissions/gridModel'
import { valuesOf } from '@/components/surveillance/submissions/valuesOf'
import { readAcceptedSemester } from '@/lib/surveillance/data/acceptedSemesterNumbers'
import type { Semester } from '@/lib/surveillance/submissions/model'

export interface GridHistory {
  previousYear: { year: number; values: GridValues } | null
  accepted: GridValues | null
}

/**
 * The accepted numbers the grid shows beside each cell: the same semester a year before and
 * the semester's own accepted version. The registry is one the page offers the user
 * (readSelection), so its accepted numbers are theirs to read.
 */
export async function loadGridHistory(
  payload: Payload,
  selected: { registry: string; year: number; semester: Semester },
  rows: GridRow[],
): Promise<GridHistory> {
  const { docs } = await payload.find({
    collection: 'member-registries',
    where: { networkCode: { equals: selected.registry } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { networkCode: true },
    overrideAccess: true,
  })
  const registryId = docs[0]?.id
  if (registryId === undefined) return { previousYear: null, accepted: null }
  const [previous, accepted] = await Promise.all([
    readAcceptedSemester(payload, {
      registryId,
      year: selected.year - 1,
      semester: selected.semester,
    }),
    readAcceptedSemester(payload, { registryId, year: selected.year, semester: selected.semester }),
  ])
  return {
    previousYear: previous
      ? { year: selected.year - 1, values: valuesOf(previous, rows, selected.semester) }
      : null,
    accepted: accepted ? valuesOf(accepted, rows, selected.semester) : null,
  }
}
