import type { z } from 'zod'
import type { FieldIssue, IssueCode, IssueParams } from '../input/issues'
import type { Parsed } from '../input/query'

/** A query string as an object of its parameters' first values, as `URLSearchParams.get` reads them. */
export function firstValues(params: URLSearchParams): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of params) if (!(key in values)) values[key] = value
  return values
}

/** A zod issue as the API's problem: the field it names and the code its message carries. */
export function fieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  const params = 'params' in issue ? (issue.params as IssueParams | undefined) : undefined
  return {
    field: issue.path.map(String).join('.'),
    code: (issue.code === 'custom' ? issue.message : 'invalidChoice') as IssueCode,
    ...(params ? { params } : {}),
  }
}

/**
 * Reads a query string with a schema of queryFields.ts, every problem collected (the schema's
 * fields are checked one by one, as the hand-written readers did).
 */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  params: URLSearchParams,
): Parsed<z.output<S>> {
  const parsed = schema.safeParse(firstValues(params))
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, issues: parsed.error.issues.map(fieldIssue) }
}
