import type { FieldIssue } from '../input/issues'
import { parsePrevalenceQuery, tableGroupings } from './prevalenceQuery'
import { prevalenceQueryString } from './queryString'

/** Longest name of a saved query, in characters. */
export const SAVED_QUERY_NAME_MAX = 100

/**
 * The query string a saved query keeps: checked as the members' database
 * query reads it and written back in its one fixed form (so the same choice
 * is always the same text, and nothing else the address carried is kept).
 */
export function normaliseSavedQuery(
  text: string,
): { ok: true; value: string } | { ok: false; issues: FieldIssue[] } {
  const parsed = parsePrevalenceQuery(new URLSearchParams(text.replace(/^\?/, '')), tableGroupings)
  if (!parsed.ok) return parsed
  return { ok: true, value: prevalenceQueryString(parsed.value) }
}
