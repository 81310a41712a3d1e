import { LIGHT_QUEUE } from '@/lib/jobs/queues'
import fs from 'node:fs'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoAccounts } from '@/seed'
import { reviewSubmission } from '@/lib/surveillance/data/reviewSubmission'
import { testPayload } from '../../helpers/payload'
import { graphql, login, rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { runDueJobs } from '../../helpers/jobs'

let payload: Payload
let tokens: Record<Role, string | undefined>
/** A member of ECLAMC only, to try the demo member's registry (AR-RENAC) from outside. */
let otherToken: string
const OTHER = { email: 'membro-eclamc@relamc.example', password: 'outro-membro-senha-1' }

const registryId = async (code: string) =>
  (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: code } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]!.id

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  await payload.create({
    collection: 'users',
    data: {
      ...OTHER,
      name: 'Membro ECLAMC',
      country: 'AR',
      roles: ['user'],
      registries: [await registryId('ECLAMC')],
    },
    context: { keepPassword: true },
    overrideAccess: true,
  })
  otherToken = await login(OTHER.email, OTHER.password)
})

/** A semester of AR-RENAC: two malformations, one month each blank and zero. */
const body = (overrides: Record<string, unknown> = {}) => ({
  registry: 'AR-RENAC',
  year: 2026,
  semester: 1,
  births: [1, 2, 3, 4, 5, 6].map((month) => ({
    month,
    liveBirths: month === 3 ? null : 20000 + month,
    stillbirths: 150,
  })),
  cases: [1, 2, 3, 4, 5, 6].flatMap((month) => [
    { malformation: 1, month, cases: month === 2 ? null : month === 4 ? 0 : 5 },
    { malformation: 9, month, cases: 10 + month },
  ]),
  ...overrides,
})

/** As the demo member unless another token (or null: anonymous) is given. */
const post = (data: unknown, token: string | null = tokens.user ?? null, locale = 'en') =>
  rest('POST', 'surveillance/submissions', { body: data, token: token ?? undefined, locale })

const submissionsOf = async (code: string, year: number, semester: number) =>
  (
    await payload.find({
      collection: 'data-submissions',
      where: {
        and: [
          { registry: { equals: await registryId(code) } },
          { year: { equals: year } },
          { semester: { equals: semester } },
        ],
      },
      overrideAccess: true,
    })
  ).docs

const counts = async (query: string, token = tokens.user) => {
  const res = await rest('GET', `surveillance/counts?${query}`, { token })
  expect(res.status).toBe(200)
  return (await res.json()).rows as {
    registry: string
    malformation: number
    period: string
    births: number | null
    cases: number | null
  }[]
}

describe('POST /api/surveillance/submissions: who may send', () => {
  it('answers 401 to anonymous callers and 403 for another registry, storing nothing', async () => {
    expect((await post(body(), null)).status).toBe(401)
    const forbidden = await post(body(), otherToken)
    expect(forbidden.status).toBe(403)
    expect((await forbidden.json()).errors[0]).toMatchObject({
      field: 'registry',
      code: 'notYourRegistry',
    })
    expect(await submissionsOf('AR-RENAC', 2026, 1)).toHaveLength(0)
  })

  it('lets a registry script send with an API key', async () => {
    const member = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: OTHER.email } },
        overrideAccess: true,
      })
    ).docs[0]!
    const issued = await rest('POST', 'api-keys/issue', {
      token: otherToken,
      body: { name: 'Script ECLAMC', scope: 'submit' },
    })
    expect(issued.status).toBe(201)
    const { key: apiKey } = (await issued.json()) as { key: string }
    expect(member.id).toBeDefined()
    const res = await rest('POST', 'surveillance/submissions', {
      body: body({ registry: 'ECLAMC', status: 'draft' }),
      headers: { Authorization: `users API-Key ${apiKey}` },
    })
    expect(res.status).toBe(201)
    expect((await res.json()).status).toBe('draft')
  })
})

describe('validation: all or nothing', () => {
  it('rejects a body with one bad value and writes nothing, naming every problem', async () => {
    const bad = body()
    ;(bad.cases as { cases: unknown }[])[3]!.cases = 2.5
    ;(bad.cases as { cases: unknown }[])[1]!.cases = 999999
    ;(bad.births as { month: unknown }[])[5]!.month = 9
    const res = await post(bad)
    expect(res.status).toBe(400)
    const { errors } = await res.json()
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'births[5].month', code: 'monthOutsideSemester' }),
        expect.objectContaining({
          field: 'cases[3].cases',
          code: 'notInteger',
          message: 'Enter a whole number, without decimals.',
        }),
        expect.objectContaining({ field: 'cases[1].cases', code: 'aboveBirths' }),
      ]),
    )
    expect(await submissionsOf('AR-RENAC', 2026, 1)).toHaveLength(0)
  })

  it('rejects a file with one bad cell, with its line and column, and writes nothing', async () => {
    const csv = [
      'codigo_registro,ano,semestre,item,descricao,mes_1,mes_2,mes_3,mes_4,mes_5,mes_6',
      'AR-RENAC,2026,1,nascidos_vivos,,20001,20002,,20004,20005,20006',
      ',,,natimortos,,150,150,150,150,150,150',
      ',,,1,,5,,5,0,-1,5',
    ].join('\n')
    const form = new FormData()
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'semestre.csv')
    const res = await rest('POST', 'surveillance/submissions/upload', {
      form,
      token: tokens.user,
      locale: 'pt',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).errors).toEqual([
      {
        line: 4,
        column: 'mes_5',
        code: 'negative',
        message: expect.stringMatching(/negativ/i),
      },
    ])
    expect(await submissionsOf('AR-RENAC', 2026, 1)).toHaveLength(0)
  })
})

describe('blank stays blank, 0 stays 0, from file and API to the accepted counts', () => {
  it('stores a file with blanks as null and zeros as 0', async () => {
    const csv = [
      'registry_code,year,semester,item,description,month_1,month_2,month_3,month_4,month_5,month_6',
      'AR-RENAC,2026,1,live_births,,20001,20002,,20004,20005,20006',
      ',,,stillbirths,,150,150,150,150,150,150',
      ',,,1,,5,,5,0,5,5',
      ',,,9,,11,12,13,14,15,16',
    ].join('\n')
    const form = new FormData()
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'semester.csv')
    form.append('draft', '1')
    const res = await rest('POST', 'surveillance/submissions/upload', {
      form,
      token: tokens.user,
    })
    expect(res.status).toBe(201)
    const stored = await res.json()
    expect(stored.status).toBe('draft')
    expect(stored.file).not.toBeNull()
    expect(stored.births[2]).toEqual({ month: 3, liveBirths: null, stillbirths: 150 })
    const microcephaly = stored.cases.filter(
      (row: { malformation: number }) => row.malformation === 1,
    )
    expect(microcephaly.map((row: { cases: number | null }) => row.cases)).toEqual([
      5,
      null,
      5,
      0,
      5,
      5,
    ])
  })

  it('submits through the API, and after acceptance the counts keep null apart from 0', async () => {
    const res = await post(body())
    expect(res.status).toBe(201)
    const submitted = await res.json()
    expect(submitted.status).toBe('submitted')

    const accept = await rest('POST', `surveillance/submissions/${submitted.id}/accept`, {
      body: { comment: 'ok' },
      token: tokens.admin,
    })
    expect(accept.status).toBe(200)

    const months = await counts('registry=AR-RENAC&malformation=1&from=2026-01&to=2026-06')
    expect(months.map((row) => [row.period, row.births, row.cases])).toEqual([
      ['2026-01', 20151, 5],
      ['2026-02', 20152, null],
      ['2026-03', null, 5],
      ['2026-04', 20154, 0],
      ['2026-05', 20155, 5],
      ['2026-06', 20156, 5],
    ])
    // A semester with any blank month is not available, never a sum that reads the blank as 0.
    const semester = await counts(
      'registry=AR-RENAC&malformation=1&from=2026-01&to=2026-06&groupBy=semester',
    )
    expect(semester).toEqual([
      { registry: 'AR-RENAC', malformation: 1, period: '2026-S1', births: null, cases: null },
    ])
    const complete = await counts(
      'registry=AR-RENAC&malformation=9&from=2026-04&to=2026-06&groupBy=year',
    )
    expect(complete).toEqual([
      {
        registry: 'AR-RENAC',
        malformation: 9,
        period: '2026',
        births: 20154 + 20155 + 20156,
        cases: 14 + 15 + 16,
      },
    ])
  })

  it('answers only logged-in users', async () => {
    expect((await rest('GET', 'surveillance/counts?registry=AR-RENAC')).status).toBe(401)
    const bad = await rest('GET', 'surveillance/counts?groupBy=week&from=2026-13', {
      token: tokens.user,
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors.map((error: { field: string }) => error.field)).toEqual([
      'from',
      'groupBy',
    ])
  })
})

describe('resubmission and atomic acceptance', () => {
  it('keeps the accepted numbers until the resubmission is accepted', async () => {
    const changed = body()
    ;(changed.cases as { cases: unknown }[])[0]!.cases = 7
    const res = await post(changed)
    expect(res.status).toBe(201)
    const before = await counts('registry=AR-RENAC&malformation=1&from=2026-01&to=2026-01')
    expect(before[0]!.cases).toBe(5)
    // While the office reviews it, the semester cannot change.
    expect((await post(changed)).status).toBe(409)

    const id = (await res.json()).id
    await rest('POST', `surveillance/submissions/${id}/accept`, { body: {}, token: tokens.admin })
    const after = await counts('registry=AR-RENAC&malformation=1&from=2026-01&to=2026-01')
    expect(after[0]!.cases).toBe(7)
  })

  it('leaves the previous accepted data intact when a write fails halfway', async () => {
    const demoBefore = await counts('registry=CL-RENACH&from=2025-01&to=2025-06')
    expect(demoBefore.length).toBeGreaterThan(0)
    // The office resubmits the demo semester with other numbers…
    const res = await post(
      {
        registry: 'CL-RENACH',
        year: 2025,
        semester: 1,
        births: [1, 2, 3, 4, 5, 6].map((month) => ({ month, liveBirths: 4000, stillbirths: 30 })),
        cases: [1, 2, 3, 4, 5, 6].flatMap((month) =>
          [1, 2, 3, 4, 5, 6, 7, 8, 9].map((malformation) => ({ malformation, month, cases: 1 })),
        ),
      },
      tokens.admin,
    )
    expect(res.status).toBe(201)
    const id = String((await res.json()).id)
    // …and accepting it fails after the old rows were deleted and the first new ones written.
    const req = await createLocalReq(
      { user: { ...(await adminUser()), collection: 'users' } },
      payload,
    )
    await expect(
      reviewSubmission(req, id, 'accepted', '', {
        afterChunk: async () => {
          throw new Error('disk full')
        },
      }),
    ).rejects.toThrow('disk full')

    expect(await counts('registry=CL-RENACH&from=2025-01&to=2025-06')).toEqual(demoBefore)
    const stored = await payload.findByID({
      collection: 'data-submissions',
      id,
      overrideAccess: true,
    })
    expect(stored.status).toBe('submitted')
  })
})

describe('the office', () => {
  it('returns a submission with a comment and emails the submitter', async () => {
    const changed = body({ semester: 2, year: 2025, registry: 'ECLAMC' })
    changed.births = changed.births.map((row) => ({ ...row, month: row.month + 6 }))
    changed.cases = changed.cases.map((row) => ({ ...row, month: row.month + 6 }))
    changed.cases[0]!.cases = 60
    const res = await post(changed, otherToken)
    expect(res.status).toBe(201)
    const submitted = await res.json()
    // Twelve years of demo history: the new numbers raise plausibility warnings for the office.
    expect(submitted.warnings.map((warning: { code: string }) => warning.code)).toContain(
      'aboveOwnHistory',
    )

    const memberCannot = await rest('POST', `surveillance/submissions/${submitted.id}/return`, {
      body: { comment: 'x' },
      token: otherToken,
    })
    expect(memberCannot.status).toBe(403)
    const noComment = await rest('POST', `surveillance/submissions/${submitted.id}/return`, {
      body: {},
      token: tokens.admin,
    })
    expect(noComment.status).toBe(400)

    const mailsBefore = outbox(OTHER.email).length
    const returned = await rest('POST', `surveillance/submissions/${submitted.id}/return`, {
      body: { comment: 'Março parece alto; confira, por favor.' },
      token: tokens.admin,
    })
    expect(returned.status).toBe(200)
    expect(await returned.json()).toMatchObject({ status: 'returned', emailed: true })
    // Emails are jobs: let the light queue send it.
    await runDueJobs(payload, LIGHT_QUEUE)
    const mails = outbox(OTHER.email)
    expect(mails.length).toBe(mailsBefore + 1)
    const mail = await simpleParser(fs.readFileSync(mails[mails.length - 1]!))
    // The member's language (Portuguese by default) and the office's comment.
    expect(mail.subject).toBe('Dados de ECLAMC do 2º semestre de 2025 devolvidos')
    expect(mail.html).toContain('Março parece alto; confira, por favor.')
  })

  it('keeps an accepted version’s numbers: an edit in the admin panel is refused, the accepted numbers stay', async () => {
    const accepted = (await submissionsOf('AR-RENAC', 2026, 1))[0]!
    expect(accepted.status).toBe('accepted')
    const cases = (accepted.cases ?? []).map((row, index) => ({
      malformation: row.malformation,
      month: row.month,
      cases: index === 0 ? 99 : row.cases,
    }))
    const res = await rest('PATCH', `data-submissions/${accepted.id}`, {
      body: { cases },
      token: tokens.admin,
    })
    expect(res.status).toBe(400)
    expect((await submissionsOf('AR-RENAC', 2026, 1))[0]).toMatchObject({
      status: 'accepted',
      cases: accepted.cases,
    })
    const january = await counts('registry=AR-RENAC&malformation=1&from=2026-01&to=2026-01')
    expect(january[0]!.cases).toBe(7)
    // Setting accepted directly is refused: only the review action writes the accepted tables.
    const forced = await rest('PATCH', `data-submissions/${accepted.id}`, {
      body: { status: 'returned' },
      token: tokens.admin,
    })
    expect(forced.status).toBe(403)
  })

  it('reminds the members of registries missing a semester', async () => {
    const res = await rest('POST', 'surveillance/submissions/reminders', {
      body: { year: 2026, semester: 1 },
      token: tokens.admin,
    })
    expect(res.status).toBe(200)
    const result = await res.json()
    // AR-RENAC's semester is accepted; ECLAMC has only a draft.
    expect(result.registries).not.toContain('AR-RENAC')
    expect(result.registries).toContain('ECLAMC')
    expect(result.emailed).toBeGreaterThanOrEqual(1)
    expect(
      (await rest('POST', 'surveillance/submissions/reminders', { body: {}, token: tokens.user }))
        .status,
    ).toBe(403)
  })
})

describe('reading submissions: members see only their registries', () => {
  it('filters REST reads and refuses direct writes', async () => {
    const own = await rest('GET', 'data-submissions?limit=500&depth=0', { token: tokens.user })
    const docs = (await own.json()).docs as { registry: number }[]
    const renac = await registryId('AR-RENAC')
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((doc) => doc.registry === renac)).toBe(true)

    const eclamcDraft = (await submissionsOf('ECLAMC', 2026, 1))[0]!
    expect(
      (await rest('GET', `data-submissions/${eclamcDraft.id}`, { token: tokens.user })).status,
    ).toBe(404)
    expect(
      (await rest('GET', `data-submissions/${eclamcDraft.id}`, { token: otherToken })).status,
    ).toBe(200)
    expect((await rest('GET', `data-submissions/${eclamcDraft.id}`)).status).toBe(403)
    expect(
      (await rest('GET', `data-submissions/${eclamcDraft.id}`, { token: tokens.admin })).status,
    ).toBe(200)

    const patch = await rest('PATCH', `data-submissions/${eclamcDraft.id}`, {
      body: { status: 'accepted' },
      token: otherToken,
    })
    expect(patch.status).toBe(403)
  })

  it('filters GraphQL reads the same way', async () => {
    const query = '{ DataSubmissions(limit: 500) { docs { registry { networkCode } } } }'
    const member = await graphql(query, tokens.user)
    const codes = (
      member.data?.DataSubmissions as { docs: { registry: { networkCode: string } }[] }
    ).docs.map((doc) => doc.registry.networkCode)
    expect(codes.length).toBeGreaterThan(0)
    expect(new Set(codes)).toEqual(new Set(['AR-RENAC']))
    const anonymous = await graphql(query)
    expect(anonymous.errors?.[0]?.extensions?.statusCode ?? 403).toBe(403)
    expect(anonymous.data?.DataSubmissions ?? null).toBeNull()
  })

  it('does not let a member give themselves a registry', async () => {
    const me = await rest('GET', 'users/me', { token: tokens.user })
    const { user } = await me.json()
    const res = await rest('PATCH', `users/${user.id}`, {
      body: { registries: [await registryId('ECLAMC')] },
      token: tokens.user,
    })
    expect(res.status).toBe(200)
    const stored = await payload.findByID({
      collection: 'users',
      id: user.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored.registries).toEqual([await registryId('AR-RENAC')])
  })
})

async function adminUser() {
  return (
    await payload.find({
      collection: 'users',
      where: { email: { equals: demoAccounts.admin.email } },
      overrideAccess: true,
    })
  ).docs[0]!
}

function outbox(to: string): string[] {
  const dir = process.env.OUTBOX_DIR as string
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.includes(to))
    .sort()
    .map((name) => path.join(dir, name))
}
