import { surveillanceTranslator, type SurveillanceT } from '@/lib/surveillance/present/translate'
import { answerLocale } from './bodyLimits'
import { textNestsDeeperThan } from './nesting'

const wholeFrom = (value: unknown, least: number) =>
  value === undefined || value === null || (Number.isSafeInteger(value) && Number(value) >= least)

/**
 * A list's `limit` (0 for all) and `page` as the database can take them: whole numbers from 0
 * and from 1. Anything else reaches the SQL as it is and fails there (a server error, with the
 * statement in the log) or, in SQLite, a negative limit lifts the limit.
 */
export const validPageArguments = (limit: unknown, page: unknown): boolean =>
  wholeFrom(limit, 0) && wholeFrom(page, 1)

/** Whether `text` is JSON nested no deeper than any request may be. */
function readableJson(text: string): boolean {
  if (textNestsDeeperThan(text)) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** The message for a query parameter Payload would fail on, or null when it can read it. */
function problemOf(key: string, value: string, t: SurveillanceT): string | null {
  const name = key.split('[', 1)[0]
  if (name === 'limit' || name === 'page') {
    // `limit[]=…` or `page[x]=…` would reach Payload as a list or an object.
    const number = key === name && /^\d+$/.test(value) ? Number(value) : NaN
    const valid =
      name === 'limit'
        ? validPageArguments(number, undefined)
        : validPageArguments(undefined, number)
    return valid ? null : t('api.invalidPagination')
  }
  // Payload parses `where` and `data` given as one string as JSON, unguarded.
  if ((key === 'where' || key === 'data') && !readableJson(value)) return t('api.badRequest')
  return null
}

/**
 * Query parameters of a REST address that Payload reads as they are and fails on with a server
 * error: a `limit` or `page` that is not a plain number, a `where` or `data` that is not JSON.
 * Refused with a translated 400 in the usual shape.
 */
export function queryRefusal(request: Request): Response | null {
  const locale = answerLocale(request)
  const t = surveillanceTranslator(locale)
  for (const [key, value] of new URL(request.url).searchParams) {
    const message = problemOf(key, value, t)
    if (message)
      return Response.json(
        { message, errors: [{ code: 'badRequest', message }] },
        { status: 400, headers: { 'Content-Language': locale } },
      )
  }
  return null
}
