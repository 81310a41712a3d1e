import type { PayloadRequest } from 'payload'
import type { PlausibilityWarning } from '../submissions/model'
import { plausibilityWarnings } from '../submissions/plausibility'
import type { SubmissionReference, ValidSubmission } from '../submissions/validateSubmission'
import { loadSubmissionHistory } from './submissionHistory'

/**
 * The plausibility warnings of a checked semester against the registry's accepted history: the
 * same ones whether the member is still typing (the check endpoint) or submits (kept for the
 * office). Malformations are named in the reference's language.
 */
export async function submissionWarnings(
  req: PayloadRequest,
  value: ValidSubmission,
  reference: SubmissionReference,
): Promise<PlausibilityWarning[]> {
  const history = await loadSubmissionHistory(
    req.payload,
    { registryId: value.registry.id, year: value.year, semester: value.semester },
    req,
  )
  const names = new Map(reference.malformations.map((m) => [m.number, m.name]))
  return plausibilityWarnings(value, history, (number) => names.get(number) ?? String(number))
}
