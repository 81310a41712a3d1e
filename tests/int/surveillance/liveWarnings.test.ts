import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

// A semester the demo content has accepted for the demo member's registry (AR-RENAC), with
// years of accepted history before it.
const period = { registry: 'AR-RENAC', year: 2019, semester: 1 }
const months = [1, 2, 3, 4, 5, 6]

/** Ordinary births and one anomaly; March's 40 cases are far above any registry's history. */
const semester = () => ({
  ...period,
  births: months.map((month) => ({ month, liveBirths: 1200, stillbirths: 10 })),
  cases: months.map((month) => ({ malformation: 1, month, cases: month === 3 ? 40 : 1 })),
})

const submissionsOf = async () =>
  (
    await payload.find({
      collection: 'data-submissions',
      where: {
        and: [
          { 'registry.networkCode': { equals: period.registry } },
          { year: { equals: period.year } },
          { semester: { equals: period.semester } },
        ],
      },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

describe('checking a semester before it is sent', () => {
  it('answers the warnings submitting would give, in the language asked, and stores nothing', async () => {
    const before = (await submissionsOf()).length
    const res = await rest('POST', 'surveillance/submissions/check', {
      body: semester(),
      token: tokens.user,
      locale: 'es',
    })
    expect(res.status).toBe(200)
    const { warnings } = (await res.json()) as {
      warnings: { key: string; code: string; message: string }[]
    }
    const march = warnings.find((warning) => warning.key === 'aboveOwnHistory:1:3')
    expect(march?.code).toBe('aboveOwnHistory')
    expect(march?.message).toMatch(/^.+, 2019-03: 40 casos, muy por encima/)
    expect((await submissionsOf()).length).toBe(before)
  })

  it('refuses anonymous visitors, another registry and bad cells, in the error shape', async () => {
    const anonymous = await rest('POST', 'surveillance/submissions/check', { body: semester() })
    expect(anonymous.status).toBe(401)
    const foreign = await rest('POST', 'surveillance/submissions/check', {
      body: { ...semester(), registry: 'ECLAMC' },
      token: tokens.user,
    })
    expect(foreign.status).toBe(403)
    const bad = semester()
    bad.cases[0]!.cases = -1
    const invalid = await rest('POST', 'surveillance/submissions/check', {
      body: bad,
      token: tokens.user,
    })
    expect(invalid.status).toBe(400)
    const { errors } = (await invalid.json()) as { errors: { field: string }[] }
    expect(errors.map((error) => error.field)).toEqual(['cases[0].cases'])
  })
})

describe("the member's explanations", () => {
  it('are kept with the warnings they explain, for the office', async () => {
    const tooLong = await rest('POST', 'surveillance/submissions', {
      body: { ...semester(), explanations: { 'aboveOwnHistory:1:3': 'x'.repeat(2001) } },
      token: tokens.user,
    })
    expect(tooLong.status).toBe(400)
    const before = await submissionsOf()
    expect(before.length).toBe(1)
    expect(before[0]?.status).toBe('accepted')

    const explanation = 'Surto confirmado pela vigilância estadual; revisamos os 40 prontuários.'
    const res = await rest('POST', 'surveillance/submissions', {
      body: { ...semester(), explanations: { 'aboveOwnHistory:1:3': explanation } },
      token: tokens.user,
      locale: 'pt',
    })
    expect(res.status).toBe(201)
    const [stored] = await submissionsOf()
    const explained = (stored?.warnings ?? []).filter((warning) => warning.explanation)
    expect(explained.map((warning) => [warning.key, warning.explanation])).toEqual([
      ['aboveOwnHistory:1:3', explanation],
    ])
  })
})
