import type { PayloadRequest } from 'payload'
import type { PublishedReport } from '@/payload-types'
import type { FieldIssue } from '../input/issues'
import type { PublishRequest } from '../monitoring/publishRequest'
import { findPublication } from './findPublication'
import { EMAILED_CONTEXT_KEY } from './reportEmails'

export type PublishOutcome =
  | {
      ok: true
      /** The registry's network code as stored. */
      registry: string
      doc: PublishedReport
      /** Newly published (true), or published before (false). */
      created: boolean
      /** Members emailed by this request: 0 when it was published before and not resent. */
      emailed: number
    }
  | { ok: false; status: 400 | 409; issues: FieldIssue[] }

const semesterMonths = (year: number, semester: 1 | 2) => {
  const first = semester === 1 ? 1 : 7
  const month = (m: number) => `${year}-${String(m).padStart(2, '0')}`
  return { from: month(first), to: month(first + 5) }
}

/**
 * Publishes a registry's semiannual report to its members (the office only):
 * the publication is stored and every member emailed (by the collection's
 * hooks). Publishing again emails nobody unless `resend` asks for it. A
 * semester without accepted data of the registry is refused (409).
 */
export async function publishReport(
  req: PayloadRequest,
  request: PublishRequest,
): Promise<PublishOutcome> {
  const { payload } = req
  const { docs: registries } = await payload.find({
    collection: 'member-registries',
    where: { networkCode: { equals: request.registry } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: { networkCode: true },
    overrideAccess: true,
    req,
  })
  const registry = registries[0]
  if (!registry)
    return {
      ok: false,
      status: 400,
      issues: [{ field: 'registry', code: 'unknownRegistry', params: { value: request.registry } }],
    }
  const months = semesterMonths(request.year, request.semester)
  const accepted = await payload.find({
    collection: 'surveillance-cases',
    where: {
      and: [
        { registry: { equals: registry.id } },
        { month: { greater_than_equal: months.from } },
        { month: { less_than_equal: months.to } },
      ],
    },
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
    overrideAccess: true,
    req,
  })
  if (accepted.docs.length === 0)
    return {
      ok: false,
      status: 409,
      issues: [
        {
          field: 'semester',
          code: 'noAcceptedSemester',
          params: { registry: registry.networkCode },
        },
      ],
    }

  const emailed = () => Number(req.context[EMAILED_CONTEXT_KEY] ?? 0)
  const existing = await findPublication(req, registry.id, request)
  if (existing && !request.resend)
    return { ok: true, registry: registry.networkCode, doc: existing, created: false, emailed: 0 }
  if (existing) {
    const doc = await payload.update({
      collection: 'published-reports',
      id: existing.id,
      data: { resend: true },
      depth: 0,
      overrideAccess: false,
      req,
    })
    return { ok: true, registry: registry.networkCode, doc, created: false, emailed: emailed() }
  }
  try {
    const doc = await payload.create({
      collection: 'published-reports',
      data: { registry: registry.id, year: request.year, semester: request.semester },
      depth: 0,
      overrideAccess: false,
      req,
    })
    return { ok: true, registry: registry.networkCode, doc, created: true, emailed: emailed() }
  } catch (error) {
    // Published by a request that ran at the same time: its members were emailed once, by it.
    const raced = await findPublication(req, registry.id, request)
    if (raced)
      return { ok: true, registry: registry.networkCode, doc: raced, created: false, emailed: 0 }
    throw error
  }
}
