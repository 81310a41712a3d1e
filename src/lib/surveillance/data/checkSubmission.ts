import type { PayloadRequest } from 'payload'
import { mayActForRegistry } from '@/access'
import type { Locale } from '@/i18n/locales'
import type { FieldIssue } from '../input/issues'
import type { PlausibilityWarning } from '../submissions/model'
import { validateSubmission, type SubmissionInput } from '../submissions/validateSubmission'
import { loadSubmissionReference } from './submissionReference'
import { submissionWarnings } from './submissionWarnings'

export type CheckOutcome =
  | { ok: true; warnings: PlausibilityWarning[] }
  | { ok: false; status: 400 | 403; issues: FieldIssue[] }

/**
 * What submitting would say, without storing anything: the one validation, then the
 * plausibility warnings the office would see, so the member can correct or explain them
 * while typing.
 */
export async function checkSubmission(
  req: PayloadRequest,
  input: SubmissionInput,
  locale: Locale,
): Promise<CheckOutcome> {
  const reference = await loadSubmissionReference(req.payload, locale, req)
  const check = validateSubmission(input, reference)
  if (!check.ok) return { ok: false, status: 400, issues: check.issues }
  if (!mayActForRegistry(req.user, check.value.registry.id))
    return { ok: false, status: 403, issues: [{ field: 'registry', code: 'notYourRegistry' }] }
  return { ok: true, warnings: await submissionWarnings(req, check.value, reference) }
}
