import type { GlobalAfterChangeHook } from 'payload'
import { queueCaseRecompute } from '@/lib/jobs/queueCaseRecompute'

/** The lists a stored record's class is computed from (the others only check new files). */
const classifying = (doc: Record<string, unknown> | undefined) =>
  JSON.stringify([
    doc?.chromosomalCodes ?? null,
    doc?.minorCodes ?? null,
    ((doc?.systems as { system?: string; codes?: string }[] | undefined) ?? []).map((row) => [
      row.system,
      row.codes,
    ]),
  ])

/**
 * The chromosomal, minor-anomaly or organ-system lists changed: every accepted case-record
 * semester is derived again (its records' classes with it). The accepted and sex-specific
 * code lists only decide what a new submission may send, so saving them recomputes nothing.
 */
export const recomputeAfterListChange: GlobalAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (classifying(doc) !== classifying(previousDoc))
    await queueCaseRecompute(req, { from: null, reason: 'classification lists' })
  return doc
}
