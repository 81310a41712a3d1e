import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { demoAccounts } from '@/seed'
import {
  readMonitoringRows,
  readPublishedReportRows,
} from '@/lib/surveillance/data/readMonitoringSeries'
import * as viewer from '@/lib/surveillance/disclosure/viewer'
import { testPayload } from '../../helpers/payload'

// The audience of a publication, replaceable in one test: the read must follow whatever it is.
vi.mock('@/lib/surveillance/disclosure/viewer', async (original) => {
  const actual = await original<typeof import('@/lib/surveillance/disclosure/viewer')>()
  return { ...actual, publicationAudience: vi.fn(actual.publicationAudience) }
})

let payload: Payload
const REGISTRY = 'AR-RENAC'

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => vi.mocked(viewer.publicationAudience).mockClear())

describe('a published report reads what the policy gives its readers', () => {
  it('asks the policy for a member of its registry, and gets what the report page shows them', async () => {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: demoAccounts.member.email } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    const member = docs[0]!
    const page = await readMonitoringRows(payload, member, REGISTRY, null)
    const published = await readPublishedReportRows(payload, REGISTRY)
    expect(vi.mocked(viewer.publicationAudience)).toHaveBeenCalledWith(REGISTRY)
    expect(page.ok && page.exact).toBe(true)
    expect(published).toEqual(page)
  })

  it('prints no exact count when the policy does not give its readers one', async () => {
    vi.mocked(viewer.publicationAudience).mockReturnValueOnce({ kind: 'anonymous' })
    const published = await readPublishedReportRows(payload, REGISTRY)
    expect(published.ok && published.exact).toBe(false)
  })
})
