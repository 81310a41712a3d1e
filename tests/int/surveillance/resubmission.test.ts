import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

// A semester the demo content has accepted for the demo member's registry.
const period = { registry: 'AR-RENAC', year: 2015, semester: 2 }

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

/** The accepted live births of the semester's first month, as the analyses read them. */
const acceptedJulyBirths = async () => {
  const { docs } = await payload.find({
    collection: 'surveillance-births',
    where: { month: { equals: `${period.year}-07` } },
    depth: 1,
    limit: 100,
    overrideAccess: true,
  })
  const row = docs.find(
    (doc) => typeof doc.registry === 'object' && doc.registry?.networkCode === period.registry,
  )
  return row?.liveBirths
}

const newVersion = (status: 'draft' | 'submitted') => ({
  ...period,
  status,
  births: [7, 8, 9, 10, 11, 12].map((month) => ({ month, liveBirths: 4321, stillbirths: 21 })),
  cases: [7, 8, 9, 10, 11, 12].map((month) => ({ malformation: 1, month, cases: 3 })),
})

const save = (status: 'draft' | 'submitted') =>
  rest('POST', 'surveillance/submissions', {
    body: newVersion(status),
    token: tokens.user,
    locale: 'pt',
  })

describe('a new version of an accepted semester', () => {
  it('is a resubmission: the member is told, and the accepted numbers stay until the office accepts it', async () => {
    const before = await acceptedJulyBirths()
    expect(before).toBeTypeOf('number')
    expect(before).not.toBe(4321)

    const draft = await save('draft')
    expect(draft.status).toBe(201)
    const drafted = await draft.json()
    expect(drafted.resubmission).toBe(true)
    expect(drafted.notice).toMatch(/reenvio/)
    expect(await acceptedJulyBirths()).toBe(before)
    // Still sent as far as reminders go: its accepted numbers stand while the draft is pending.
    const reminders = await rest('POST', 'surveillance/submissions/reminders', {
      body: { year: period.year, semester: period.semester },
      token: tokens.admin,
    })
    expect(reminders.status).toBe(200)
    expect((await reminders.json()).registries).not.toContain(period.registry)

    const sent = await save('submitted')
    expect(sent.status).toBe(201)
    const submitted = await sent.json()
    expect(submitted.resubmission).toBe(true)
    expect(submitted.status).toBe('submitted')
    expect(await acceptedJulyBirths()).toBe(before)

    const accepted = await rest('POST', `surveillance/submissions/${submitted.id}/accept`, {
      body: {},
      token: tokens.admin,
    })
    expect(accepted.status).toBe(200)
    expect(await acceptedJulyBirths()).toBe(4321)
  })

  it('is not called one for a semester never accepted', async () => {
    const res = await rest('POST', 'surveillance/submissions', {
      // Before the demo's accepted years, and apart from the semesters other test files use.
      body: { ...newVersion('draft'), year: 2013, semester: 2, births: [], cases: [] },
      token: tokens.user,
      locale: 'pt',
    })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body.resubmission).toBe(false)
    expect(body.notice).toBeUndefined()
    await payload.delete({ collection: 'data-submissions', id: body.id, overrideAccess: true })
  })
})
