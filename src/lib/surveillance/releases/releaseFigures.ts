import type { Payload } from 'payload'
import type { PrevalenceRow } from '../tables/prevalenceRows'
import type { CatalogueRelease } from './releaseCatalogue'
import { releasedGridRows } from './readRelease'
import { RELEASE_TABLES } from './storedTables'

/** One anomaly's figures in a release, as the public reads them (withheld cells without counts). */
export interface ReleasedAnomaly {
  malformation: number
  rows: PrevalenceRow[]
}

/**
 * Every anomaly's public grid in a release, by anomaly number. Read through `releasedGridRows`,
 * the one reading that applies the release's withheld keys, so a file or page of an earlier
 * release withholds exactly what that release withheld.
 */
export async function releasedAnomalies(
  payload: Payload,
  release: CatalogueRelease,
): Promise<ReleasedAnomaly[]> {
  const { docs } = await payload.find({
    collection: RELEASE_TABLES,
    where: { release: { equals: release.id } },
    select: { malformation: true },
    sort: 'malformation',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const numbers = docs.map((doc) => doc.malformation).sort((a, b) => a - b)
  return Promise.all(
    numbers.map(async (malformation) => ({
      malformation,
      rows: await releasedGridRows(payload, release, malformation),
    })),
  )
}

/** What changed in one anomaly's published cells since the release before. */
export interface AnomalyChanges {
  malformation: number
  /** Cells (registry × period) the earlier release did not have. */
  added: number
  /** Cells in both whose published births, cases or withholding differ. */
  changed: number
  /** Cells withheld in this release (their counts not published). */
  withheld: number
}

const cellKey = (row: PrevalenceRow) => `${row.registry}|${row.period}`
const published = (row: PrevalenceRow) =>
  JSON.stringify([row.births, row.cases, row.withheld ?? null])

/** Each anomaly's cells added, changed and withheld, against the release before (none: all added). */
export function changesSince(
  current: ReleasedAnomaly[],
  previous: ReleasedAnomaly[] | null,
): AnomalyChanges[] {
  const before = new Map(
    (previous ?? []).map((anomaly) => [
      anomaly.malformation,
      new Map(anomaly.rows.map((row) => [cellKey(row), published(row)])),
    ]),
  )
  return current.map(({ malformation, rows }) => {
    const earlier = before.get(malformation) ?? new Map<string, string>()
    let added = 0
    let changed = 0
    for (const row of rows) {
      const was = earlier.get(cellKey(row))
      if (was === undefined) added++
      else if (was !== published(row)) changed++
    }
    return { malformation, added, changed, withheld: rows.filter((row) => row.suppressed).length }
  })
}
