import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { relationId } from '@/lib/relationId'
import { queueCaseRecompute, SKIP_CASE_RECOMPUTE } from '@/lib/jobs/queueCaseRecompute'
import type { AnomalyDefinition } from '@/payload-types'

/** What decides a count or the version it cites; the note and the title do not. */
const counted = (doc: Partial<AnomalyDefinition> | undefined) =>
  JSON.stringify([
    relationId(doc?.malformation),
    doc?.version ?? null,
    day(doc?.validFrom),
    doc?.include ?? null,
    doc?.exclude ?? null,
    (doc?.yieldsTo ?? []).map((value) => relationId(value)),
  ])

/** Dates picked by day are stored at noon UTC: the day is the date part. */
const day = (value: unknown): string | null => (value ? String(value).slice(0, 10) : null)

/**
 * A definition created, changed (in what it counts, or its version's name or first day) or
 * deleted: the accepted case-record semesters from the earliest day it applies (before and after
 * the change) are derived again by the `recomputeCaseCounts` job. Cases dated before that day
 * used another version and keep their counts.
 */
export const recomputeAfterChange: CollectionAfterChangeHook<AnomalyDefinition> = async ({
  doc,
  previousDoc,
  operation,
  req,
  context,
}) => {
  if (context[SKIP_CASE_RECOMPUTE] === true) return doc
  if (operation === 'update' && counted(doc) === counted(previousDoc)) return doc
  const days = [day(doc.validFrom), operation === 'update' ? day(previousDoc?.validFrom) : null]
  const from = days.filter((value): value is string => value !== null).sort()[0] ?? null
  await queueCaseRecompute(req, { from, reason: `anomaly definition ${doc.title ?? doc.id}` })
  return doc
}

export const recomputeAfterDelete: CollectionAfterDeleteHook<AnomalyDefinition> = async ({
  doc,
  req,
  context,
}) => {
  if (context[SKIP_CASE_RECOMPUTE] === true) return doc
  await queueCaseRecompute(req, {
    from: day(doc.validFrom),
    reason: `anomaly definition ${doc.title ?? doc.id} deleted`,
  })
  return doc
}
