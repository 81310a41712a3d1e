import { commitTransaction, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import type { BaselineImportRow } from '../baselineFile'
import type { DocumentId } from '../reference'
import { relationId } from '@/lib/relationId'

export interface ImportCounts {
  created: number
  updated: number
}

type Undo = () => Promise<unknown>

const keyOf = (registry: DocumentId, malformation: DocumentId, period: string) =>
  `${registry}|${malformation}|${period}`

/**
 * Writes validated rows: a row whose registry × malformation × period exists
 * replaces its figures, any other is created. All or nothing: inside a
 * transaction where the database adapter has them (PostgreSQL); elsewhere
 * (SQLite without transactions) every write done so far is undone on failure.
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

  const ownsTransaction = await initTransaction(req)
  const inTransaction = Boolean(await req.transactionID)
  const undo: Undo[] = []
  const counts: ImportCounts = { created: 0, updated: 0 }
  const options = {
    overrideAccess: true,
    req,
    depth: 0,
    context: { disableRevalidate: true },
  } as const
  try {
    for (const row of rows) {
      const data = { births: row.births, cases: row.cases, sourceNote: row.sourceNote }
      const previous = existingByKey.get(keyOf(row.registryId, row.malformationId, row.basePeriod))
      if (previous) {
        await payload.update({ collection: 'baseline-rates', id: previous.id, data, ...options })
        const before = {
          births: previous.births,
          cases: previous.cases ?? null,
          sourceNote: previous.sourceNote ?? null,
        }
        undo.push(() =>
          payload.update({
            collection: 'baseline-rates',
            id: previous.id,
            data: before,
            ...options,
          }),
        )
        counts.updated++
      } else {
        const created = await payload.create({
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
        undo.push(() =>
          payload.delete({ collection: 'baseline-rates', id: created.id, ...options }),
        )
        counts.created++
      }
    }
    if (ownsTransaction) await commitTransaction(req)
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    else if (!inTransaction) await undoAll(undo)
    throw error
  }
  await expireCache()
  return counts
}

async function undoAll(undo: Undo[]): Promise<void> {
  for (const step of undo.reverse()) await step().catch(() => undefined)
}

/** One cache expiry for the whole import instead of one per row. */
async function expireCache(): Promise<void> {
  try {
    const [{ revalidateTag }, { collectionTag }] = await Promise.all([
      import('next/cache'),
      import('@/lib/cacheTags'),
    ])
    revalidateTag(collectionTag('baseline-rates'), 'max')
  } catch {
    // outside Next.js nothing is cached
  }
}
