import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '@/seed'
import type { User } from '@/payload-types'
import { loadSemesterSubmission } from '@/lib/surveillance/data/semesterSubmission'
import { testPayload } from '../../helpers/payload'

let payload: Payload
let member: User

beforeAll(async () => {
  payload = await testPayload()
  member = (
    await payload.find({
      collection: 'users',
      where: { email: { equals: demoAccounts.member.email } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0] as User
  const registry = (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: 'AR-RENAC' } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!
  // Thirty drafts saved after the demo's accepted semesters: more than any page lists at once.
  for (let index = 0; index < 30; index++)
    await payload.create({
      collection: 'data-submissions',
      data: {
        registry: registry.id,
        year: 1990 + Math.floor(index / 2),
        semester: (index % 2) + 1,
        status: 'draft',
      },
      overrideAccess: true,
    })
})

// Later files share the database: take the drafts back.
afterAll(async () => {
  await payload.delete({
    collection: 'data-submissions',
    where: { and: [{ year: { greater_than_equal: 1990 } }, { year: { less_than: 2005 } }] },
    overrideAccess: true,
  })
})

describe("the members' monthly data page", () => {
  it('reads the status and numbers of the semester asked for, however many newer ones exist', async () => {
    const { current, accepted } = await loadSemesterSubmission(payload, member, {
      registry: 'AR-RENAC',
      year: 2014,
      semester: 1,
    })
    expect(current?.status).toBe('accepted')
    expect(current?.births).toHaveLength(6)
    expect(current?.cases.length).toBeGreaterThan(0)
    expect(accepted).toBe(true)
  })

  it("finds nothing in another registry's semester the member may not read", async () => {
    const other = await loadSemesterSubmission(payload, member, {
      registry: 'ECLAMC',
      year: 2014,
      semester: 1,
    })
    expect(other).toEqual({ current: null, accepted: false })
  })
})
