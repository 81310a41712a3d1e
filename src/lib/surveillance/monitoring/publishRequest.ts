import type { FieldIssue } from '../input/issues'
import type { Parsed } from './monitoringQuery'
import { NETWORK } from './monthlySeries'

/** The office's request to publish a registry's semiannual report to its members. */
export interface PublishRequest {
  /** The registry's network code. */
  registry: string
  year: number
  semester: 1 | 2
  /** Email the members again when the report was already published. */
  resend: boolean
}

const YEAR = { min: 1950, max: 2100 }

const integerOf = (value: unknown): number | null => {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN
  return Number.isInteger(number) && String(value).trim() !== '' ? number : null
}

/**
 * Reads the JSON body `{ registry, year, semester, resend? }`, collecting every
 * problem: a registry's code (the pooled network has no members to tell), a
 * year, a semester 1 or 2, and `resend` true or false when given.
 */
export function parsePublishRequest(body: Record<string, unknown>): Parsed<PublishRequest> {
  const issues: FieldIssue[] = []
  const registry = typeof body.registry === 'string' ? body.registry.trim() : ''
  if (!registry) issues.push({ field: 'registry', code: 'required' })
  else if (registry.length > 100)
    issues.push({ field: 'registry', code: 'tooLong', params: { max: 100 } })
  else if (registry.toLowerCase() === NETWORK)
    issues.push({ field: 'registry', code: 'networkNotPublished' })

  const year = integerOf(body.year)
  if (body.year === undefined || body.year === null || body.year === '')
    issues.push({ field: 'year', code: 'required' })
  else if (year === null || year < YEAR.min || year > YEAR.max)
    issues.push({ field: 'year', code: 'outOfRange', params: YEAR })

  const semester = integerOf(body.semester)
  if (body.semester === undefined || body.semester === null || body.semester === '')
    issues.push({ field: 'semester', code: 'required' })
  else if (semester !== 1 && semester !== 2)
    issues.push({ field: 'semester', code: 'invalidSemester' })

  if (body.resend !== undefined && typeof body.resend !== 'boolean')
    issues.push({ field: 'resend', code: 'invalidChoice', params: { options: 'true, false' } })

  if (issues.length > 0) return { ok: false, issues }
  return {
    ok: true,
    value: {
      registry,
      year: year!,
      semester: semester === 1 ? 1 : 2,
      resend: body.resend === true,
    },
  }
}
