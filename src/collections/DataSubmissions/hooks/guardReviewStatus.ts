import { Forbidden, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/relationId'

/** Set by the office's accept and return actions, which also write the accepted tables. */
export const REVIEW_CONTEXT = 'surveillanceReview'

type Row = Record<string, unknown>

/** The numbers of a submission, without the array rows' ids, to tell whether they changed. */
const numbersOf = (doc: { births?: unknown; cases?: unknown } | undefined): string =>
  JSON.stringify({
    births: ((doc?.births as Row[] | undefined) ?? []).map((row) => [
      row.month,
      row.liveBirths ?? null,
      row.stillbirths ?? null,
    ]),
    cases: ((doc?.cases as Row[] | undefined) ?? []).map((row) => [
      relationId(row.malformation),
      row.month,
      row.cases ?? null,
    ]),
  })

/**
 * Accepted and returned are the office's decisions and come only from its
 * review actions: an accepted status set any other way would leave the
 * accepted tables out of step with the submission. For the same reason, an
 * accepted submission whose numbers are edited (in the admin panel) goes back
 * to submitted: the accepted tables keep the old numbers until it is accepted again.
 */
export const guardReviewStatus: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  context,
  req,
}) => {
  if (context[REVIEW_CONTEXT] === true) return data
  const previous = (originalDoc as { status?: string } | undefined)?.status
  const next = (data.status as string | undefined) ?? previous
  if (next !== previous && (next === 'accepted' || next === 'returned')) throw new Forbidden(req.t)
  const edited =
    (data.births !== undefined || data.cases !== undefined) &&
    numbersOf({ ...originalDoc, ...data }) !== numbersOf(originalDoc)
  if (previous === 'accepted' && next === 'accepted' && edited)
    return { ...data, status: 'submitted' }
  return data
}
