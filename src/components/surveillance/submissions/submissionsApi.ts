import type { ServerError, SubmissionBody } from './gridModel'

export const SUBMISSIONS_API = '/api/surveillance/submissions'

/** The API answers in the language it is asked for; the page asks in its own. */
export const withLocale = (url: string, locale: string): string =>
  `${url}${url.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`

export type SaveResult =
  | { kind: 'saved'; submission: unknown; resubmission: boolean }
  | { kind: 'errors'; errors: ServerError[] }
  | { kind: 'signedOut' }
  | { kind: 'foreignOrigin' }
  | { kind: 'failed' }

/** Reads the API's `{ errors: [...] }` answer; anything else is a failure to report generically. */
export async function readErrors(response: Response): Promise<ServerError[] | null> {
  try {
    const body = (await response.json()) as { errors?: unknown }
    return Array.isArray(body.errors) ? (body.errors as ServerError[]) : null
  } catch {
    return null
  }
}

/** Classifies an answer of the submissions API (JSON or file) for the page. */
export async function readSaveResult(response: Response): Promise<SaveResult> {
  if (response.status === 401) return { kind: 'signedOut' }
  if (response.ok) {
    const submission = (await response.json().catch(() => null)) as unknown
    const resubmission =
      typeof submission === 'object' &&
      submission !== null &&
      'resubmission' in submission &&
      submission.resubmission === true
    return { kind: 'saved', submission, resubmission }
  }
  const errors = await readErrors(response)
  if (errors?.some((error) => error.code === 'foreignOrigin')) return { kind: 'foreignOrigin' }
  return errors?.length ? { kind: 'errors', errors } : { kind: 'failed' }
}

/** What the page says when a save failed without errors of its own. */
export const failureMessageKey = (kind: 'signedOut' | 'foreignOrigin' | 'failed') =>
  kind === 'signedOut'
    ? 'grid.signedOut'
    : kind === 'foreignOrigin'
      ? 'grid.foreignOrigin'
      : 'grid.generic'

/** Stores the grid as a draft or submits it to the office, through the same API scripts use. */
export async function postSubmission(
  body: SubmissionBody,
  intent: 'draft' | 'submit',
  locale: string,
  explanations: Record<string, string> = {},
): Promise<SaveResult> {
  try {
    const response = await fetch(withLocale(SUBMISSIONS_API, locale), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...body,
        status: intent === 'draft' ? 'draft' : 'submitted',
        explanations,
      }),
    })
    return await readSaveResult(response)
  } catch {
    return { kind: 'failed' }
  }
}

/** A plausibility warning as the check endpoint answers it, in the page's language. */
export interface LiveWarning {
  key: string
  code: string
  message: string
}

/**
 * The warnings submitting the grid would give, without storing it; null when the grid cannot
 * be checked yet (a cell the validation refuses, a failure): saving then says why.
 */
export async function checkSubmission(
  body: SubmissionBody,
  locale: string,
  signal?: AbortSignal,
): Promise<LiveWarning[] | null> {
  try {
    const response = await fetch(withLocale(`${SUBMISSIONS_API}/check`, locale), {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    })
    if (!response.ok) return null
    const answer = (await response.json()) as { warnings?: LiveWarning[] }
    return Array.isArray(answer.warnings) ? answer.warnings : null
  } catch {
    return null
  }
}

export const SUBMISSIONS_UPLOAD_API = `${SUBMISSIONS_API}/upload`

/**
 * The template's address, in one format and with its headers in one language; with the page's
 * registry and semester, it comes with them filled in.
 */
export const templateUrl = (
  format: 'csv' | 'xlsx',
  language: 'pt' | 'es' | 'en',
  selected?: { registry: string; year: number; semester: number },
) =>
  `${SUBMISSIONS_API}/template?${new URLSearchParams({
    format,
    language,
    ...(selected
      ? {
          registry: selected.registry,
          year: String(selected.year),
          semester: String(selected.semester),
        }
      : {}),
  })}`
