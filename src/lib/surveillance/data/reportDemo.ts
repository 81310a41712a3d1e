import type { Payload, Where } from 'payload'
import { NETWORK } from '../monitoring/monthlySeries'

/**
 * Whether a report reads demonstration data: any accepted case of the
 * registry (of any registry for the pooled network) that came from the
 * demonstration data rather than a registry's submission.
 */
export async function reportDataIsDemo(payload: Payload, registry: string): Promise<boolean> {
  const where: Where =
    registry === NETWORK
      ? { demo: { equals: true } }
      : { and: [{ demo: { equals: true } }, { 'registry.networkCode': { equals: registry } }] }
  const { docs } = await payload.find({
    collection: 'surveillance-cases',
    where,
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
    overrideAccess: true,
  })
  return docs.length > 0
}
