import type { PayloadRequest } from 'payload'
import type { BaselineImportRow } from '../reference/baselineFile'
import type { DocumentId } from '../reference/reference'
import { relationId } from '@/lib/relationId'
import { withTransaction } from './transaction'

export interface ImportCounts {
  created: number
  updated: number
}

const keyOf = (registry: DocumentId, malformation: DocumentId, period: string) =>
  `${registry}|${malformation}|${period}`

/**
 * Writes validated rows: a row whose registry × malformation × period exists
 * replaces its figures, any other is created. All or nothing: one database
 * transaction (PostgreSQL and SQLite alike) around every write.
 */
export async function applyBaselineImport(
  rows: BaselineImportRow[],
  req: PayloadRequest,
): Promise<ImportCounts> {
  const { payload } = req
  const { docs: existing } = await payload.find({
    collection: 'baseline-rates',
    depth: 0,
    limit: 0,
    pagination: false,
    select: {
      registry: true,
      malformation: true,
      basePeriod: true,
      births: true,
      cases: true,
      sourceNote: true,
    },
    overrideAccess: true,
    req,
  })
  const existingByKey = new Map(
    existing.map((doc) => [
      keyOf(relationId(doc.registry) ?? '', relationId(doc.malformation) ?? '', doc.basePeriod),
      doc,
    ]),
  )

  const counts: ImportCounts = { created: 0, updated: 0 }
  const options = {
    overrideAccess: true,
    req,
    depth: 0,
    context: { disableRevalidate: true },
  } as const
  await withTransaction(req, async () => {
    for (const row of rows) {
      const data = { births: row.births, cases: row.cases, sourceNote: row.sourceNote, demo: false }
      const previous = existingByKey.get(keyOf(row.registryId, row.malformationId, row.basePeriod))
      if (previous) {
        await payload.update({ collection: 'baseline-rates', id: previous.id, data, ...options })
        counts.updated++
      } else {
        await payload.create({
          collection: 'baseline-rates',
          // Ids come from the same database, so they have its id type.
          data: {
            ...data,
            registry: row.registryId as number,
            malformation: row.malformationId as number,
            basePeriod: row.basePeriod,
          },
          ...options,
        })
        counts.created++
      }
    }
  })
  await expireCache()
  return counts
}

/** One cache expiry for the whole import instead of one per row. */
async function expireCache(): Promise<void> {
  const { expireCollection } = await import('@/hooks/revalidate')
  expireCollection('baseline-rates')
}
