import { Forbidden, ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '@/lib/relationId'
import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import {
  acceptedOnceStatuses,
  REVIEW_CONTEXT,
  type SubmissionStatus,
} from '@/lib/surveillance/submissions/model'

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

/** Statuses only the office's review actions (accept, return, roll back) set. */
const officeStatuses: readonly string[] = ['accepted', 'returned', 'superseded', 'rolledBack']

/**
 * Accepted, returned, superseded and rolled back are the office's decisions and come only from
 * its review actions: an accepted status set any other way would leave the accepted tables out
 * of step with the submission. A version the office has accepted at some time keeps its numbers
 * (the versions are the semester's history, and a rollback reads them): editing them in the
 * admin panel is refused; the registry sends a new version instead.
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
  if (next !== previous && next !== undefined && officeStatuses.includes(next))
    throw new Forbidden(req.t)
  const edited =
    (data.births !== undefined || data.cases !== undefined) &&
    numbersOf({ ...originalDoc, ...data }) !== numbersOf(originalDoc)
  if (edited && acceptedOnceStatuses.includes(previous as SubmissionStatus)) {
    const t = surveillanceTranslator(req.locale ?? req.i18n?.language)
    throw new ValidationError({
      collection: 'data-submissions',
      errors: [
        {
          path: data.births !== undefined ? 'births' : 'cases',
          message: t('issues.acceptedVersionFrozen'),
        },
      ],
    })
  }
  return data
}
