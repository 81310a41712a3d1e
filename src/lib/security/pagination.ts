import { surveillanceTranslator } from '@/lib/surveillance/present/translate'
import { answerLocale } from './bodyLimits'

const wholeFrom = (value: unknown, least: number) =>
  value === undefined || value === null || (Number.isSafeInteger(value) && Number(value) >= least)

/**
 * A list's `limit` (0 for all) and `page` as the database can take them: whole numbers from 0
 * and from 1. Anything else reaches the SQL as it is and fails there (a server error, with the
 * statement in the log) or, in SQLite, a negative limit lifts the limit.
 */
export const validPageArguments = (limit: unknown, page: unknown): boolean =>
  wholeFrom(limit, 0) && wholeFrom(page, 1)

/** `limit` and `page` of an address as Payload reads them, refused when not plain numbers. */
export function pageQueryRefusal(request: Request): Response | null {
  const query = new URL(request.url).searchParams
  for (const [key, value] of query) {
    const name = key.split('[', 1)[0]
    if (name !== 'limit' && name !== 'page') continue
    // `limit[]=…` or `page[x]=…` would reach Payload as a list or an object.
    const number = key === name && /^\d+$/.test(value) ? Number(value) : NaN
    const valid =
      name === 'limit'
        ? validPageArguments(number, undefined)
        : validPageArguments(undefined, number)
    if (valid) continue
    const locale = answerLocale(request)
    const message = surveillanceTranslator(locale)('api.invalidPagination')
    return Response.json(
      { message, errors: [{ code: 'badRequest', message }] },
      { status: 400, headers: { 'Content-Language': locale } },
    )
  }
  return null
}
