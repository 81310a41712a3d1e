import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lastEndedSemester } from '@/lib/surveillance/submissions/model'
import { loadStatusGrid } from '@/lib/surveillance/data/submissionStatusGrid'
import { countWaitingForReview } from '@/lib/surveillance/data/waitingForReview'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>
const sent: number[] = []

// The semester under way: after the last one that has ended.
const ended = lastEndedSemester()
const underWay =
  ended.semester === 1
    ? { year: ended.year, semester: 2 as const }
    : { year: ended.year + 1, semester: 1 as const }
// The months that have ended so far (a month under way is left blank).
const months = (underWay.semester === 1 ? [1, 2, 3, 4, 5, 6] : [7, 8, 9, 10, 11, 12]).filter(
  (month) => Date.UTC(underWay.year, month, 1) <= Date.now(),
)

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const res = await rest('POST', 'surveillance/submissions', {
    token: tokens.user,
    body: {
      registry: 'AR-RENAC',
      ...underWay,
      status: 'draft',
      births: months.map((month) => ({ month, liveBirths: 20000 + month, stillbirths: 150 })),
      cases: months.map((month) => ({ malformation: 1, month, cases: 5 })),
    },
  })
  const stored = await res.json()
  expect([res.status, stored.errors]).toEqual([201, undefined])
  sent.push(stored.id)
  // A semester under way can no longer be submitted, but one sent before that rule (as the
  // network's 2026/2 case records were) still waits for review: the office must reach it.
  await payload.update({
    collection: 'data-submissions',
    id: stored.id,
    data: { status: 'submitted' },
    overrideAccess: true,
  })
})

afterAll(async () => {
  for (const id of sent)
    await payload.delete({ collection: 'data-submissions', id, overrideAccess: true })
})

// The office's navigation counts the submissions waiting for review: each one must be reachable
// from its view, the semester under way included.
describe("the office's submissions view", () => {
  it('lists every submission waiting for review, as many as the navigation counts', async () => {
    const grid = await loadStatusGrid(payload, 'pt', null)
    expect(grid.waiting).toHaveLength(await countWaitingForReview(payload))
    expect(grid.waiting).toContainEqual({ id: sent[0], registryCode: 'AR-RENAC', ...underWay })
  })

  it('gives the semester under way a column once a registry has sent it; reminders stay on the last ended one', async () => {
    const grid = await loadStatusGrid(payload, 'pt', null)
    expect(grid.semesters[0]).toEqual(underWay)
    expect(grid.lastEnded).toEqual(ended)
  })
})
