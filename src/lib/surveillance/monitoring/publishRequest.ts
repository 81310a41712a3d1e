import { NETWORK, QueryReader, type Parsed } from '../input/query'

/** The office's request to publish a registry's semiannual report to its members. */
export interface PublishRequest {
  /** The registry's network code. */
  registry: string
  year: number
  semester: 1 | 2
  /** Email the members again when the report was already published. */
  resend: boolean
}

/**
 * Reads the JSON body `{ registry, year, semester, resend? }`, collecting every
 * problem: a registry's code (the pooled network has no members to tell), a
 * year, a semester 1 or 2, and `resend` true or false when given.
 */
export function parsePublishRequest(body: Record<string, unknown>): Parsed<PublishRequest> {
  const read = new QueryReader(body)
  const registry = read.registry() ?? ''
  if (registry === NETWORK) read.issues.push({ field: 'registry', code: 'networkNotPublished' })
  const year = read.year('year', { required: true }) ?? 0
  const semester = read.semester() ?? 1
  const resend = read.flag('resend')
  return read.result({ registry, year, semester, resend })
}
