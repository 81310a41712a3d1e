import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { simpleParser, type ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload, Where } from 'payload'
import type { User } from '@/payload-types'
import { demoAccounts } from '@/seed'
import { loadPublishedReports } from '@/lib/surveillance/data/publishedReports'
import { testPayload } from '../../helpers/payload'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { login, rest } from '../../helpers/rest'
import { runDueJobs } from '../../helpers/jobs'

// Later files ask for AR-RENAC's 2025-S1 report as a member (reportPdf expects it rendered on
// the spot, not a redirect to a stored file): take back the publication and its files.
afterAll(async () => {
  vi.unstubAllEnvs()
  const { docs } = await payload.find({
    collection: 'published-reports',
    where: { title: { equals: 'AR-RENAC · 2025-S1' } },
    depth: 0,
    overrideAccess: true,
  })
  const ids = docs.map((doc) => doc.id)
  await payload.delete({
    collection: 'published-report-files',
    where: { publication: { in: ids } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'published-reports',
    where: { id: { in: ids } },
    overrideAccess: true,
  })
})

// Outside Next.js: there is no data cache to expire.
vi.mock('@/lib/site/cachedQuery', () => ({
  cachedQuery: (_key: string, _sources: unknown, read: unknown) => read,
}))

let payload: Payload
let tokens: Record<Role, string | undefined>
let clToken: string

const REGISTRY = 'AR-RENAC'
/** Members this file adds: a second AR-RENAC member who reads Spanish, a disabled one, a CL-RENACH one. */
const AR_SPANISH = { email: 'membro-ar-es@relamc.example', password: 'membro-ar-es-senha-1' }
const AR_DISABLED = { email: 'membro-ar-inativo@relamc.example', password: 'membro-ar-off-senha-1' }
const CL_MEMBER = { email: 'membro-cl@relamc.example', password: 'membro-cl-senha-1' }

const registryOf = async (code: string) =>
  (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: code } } as Where,
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!

/** The active users whose registries include AR-RENAC, read straight from the users. */
async function activeMembersOf(code: string): Promise<User[]> {
  const registry = await registryOf(code)
  const { docs } = await payload.find({
    collection: 'users',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.filter(
    (user) =>
      !user.disabled &&
      (user.registries ?? []).some(
        (value) => String(typeof value === 'object' ? value.id : value) === String(registry.id),
      ),
  )
}

/** Emails to `to` in the outbox folder, oldest first. */
function outbox(to: string): string[] {
  const dir = process.env.OUTBOX_DIR as string
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.includes(to))
    .sort()
    .map((name) => path.join(dir, name))
}

const read = (file: string): Promise<ParsedMail> => simpleParser(fs.readFileSync(file))

const publish = (body: Record<string, unknown>, role: Role = 'admin', locale?: string) =>
  rest('POST', 'surveillance/reports/publish', { body, token: tokens[role], locale })

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const ar = await registryOf(REGISTRY)
  const cl = await registryOf('CL-RENACH')
  const addMember = (
    account: { email: string; password: string },
    registry: number,
    extra: { language?: 'es'; disabled?: boolean } = {},
  ) =>
    payload.create({
      collection: 'users',
      data: {
        ...account,
        ...extra,
        name: account.email.replace(/@.*/, ''),
        country: 'AR',
        roles: ['user'],
        registries: [registry],
      },
      context: { keepPassword: true },
      overrideAccess: true,
    })
  await addMember(AR_SPANISH, ar.id, { language: 'es' })
  await addMember(AR_DISABLED, ar.id, { disabled: true })
  await addMember(CL_MEMBER, cl.id)
  clToken = await login(CL_MEMBER.email, CL_MEMBER.password)
})

describe('POST /api/surveillance/reports/publish: who may and what is refused', () => {
  it('is for the office only', async () => {
    const body = { registry: REGISTRY, year: 2025, semester: 1 }
    const anonymous = await publish(body, 'anonymous')
    expect(anonymous.status).toBe(401)
    expect(((await anonymous.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      'unauthorized',
    )
    const member = await publish(body, 'user')
    expect(member.status).toBe(403)
    expect(((await member.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      'forbidden',
    )
    const created = await rest('POST', 'published-reports', {
      body: { registry: (await registryOf(REGISTRY)).id, year: 2025, semester: 1 },
      token: tokens.user,
    })
    expect(created.status).toBe(403)
  })

  it('answers bad requests with 400 and every problem, translated', async () => {
    const res = await publish({ registry: 'network', year: '20x5' }, 'admin', 'en')
    expect(res.status).toBe(400)
    const body = (await res.json()) as {
      errors: { field: string; code: string; message: string }[]
    }
    expect(body.errors.map((error) => [error.field, error.code])).toEqual([
      ['registry', 'networkNotPublished'],
      ['year', 'invalidYear'],
      ['semester', 'required'],
    ])
    expect(body.errors[0]!.message).toBe(
      'Reports are published to the members of one registry: choose a registry, not the whole network.',
    )
    const unknown = await publish({ registry: 'XX-NONE', year: 2025, semester: 1 })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
      'unknownRegistry',
    )
  })

  it('refuses a semester without accepted data, emailing nobody', async () => {
    const before = outbox(demoAccounts.member.email).length
    const res = await publish({ registry: REGISTRY, year: 2031, semester: 1 }, 'admin', 'pt')
    expect(res.status).toBe(409)
    const body = (await res.json()) as { errors: { code: string; message: string }[] }
    expect(body.errors[0]).toMatchObject({
      code: 'noAcceptedSemester',
      message: 'AR-RENAC ainda não tem dados aceitos deste semestre.',
    })
    expect(outbox(demoAccounts.member.email)).toHaveLength(before)
  })
})

// Each publication draws the report's PDF in three languages, a page of charts per anomaly.
describe('publishing a report to the members of its registry', { timeout: 180_000 }, () => {
  it('emails every active member of the registry once, in their language, and no one else', async () => {
    const members = await activeMembersOf(REGISTRY)
    const emails = members.map((member) => member.email)
    expect(emails).toContain(demoAccounts.member.email)
    expect(emails).toContain(AR_SPANISH.email)
    expect(emails).not.toContain(AR_DISABLED.email)
    const others = [AR_DISABLED.email, CL_MEMBER.email, demoAccounts.admin.email].filter(
      (email) => !emails.includes(email),
    )
    const before = new Map([...emails, ...others].map((email) => [email, outbox(email).length]))

    const res = await publish({ registry: REGISTRY, year: 2025, semester: 1 })
    expect(res.status).toBe(201)
    const answer = await res.json()
    expect(answer).toMatchObject({
      registry: REGISTRY,
      year: 2025,
      semester: 1,
      created: true,
      recipients: members.length,
      emailed: members.length,
    })
    expect(Date.parse(answer.publishedAt)).toBeGreaterThan(Date.now() - 60_000)

    // Queued, not sent by the request.
    for (const email of emails) expect(outbox(email), email).toHaveLength(before.get(email)!)
    await runDueJobs(payload)
    for (const email of emails) expect(outbox(email), email).toHaveLength(before.get(email)! + 1)
    for (const email of others) expect(outbox(email), email).toHaveLength(before.get(email)!)

    const portuguese = await read(outbox(demoAccounts.member.email).at(-1)!)
    expect(portuguese.subject).toBe(
      'Relatório semestral de RENAC — Rede Nacional de Anomalias Congênitas da Argentina: primeiro semestre de 2025',
    )
    const html = String(portuguese.html)
    // "ao", never "a o": the preposition contracts with the article.
    expect(html).toContain('referente ao primeiro semestre de 2025')
    expect(html).toContain(
      '/testes-estatisticos/relatorios-semestrais?registry=AR-RENAC&amp;year=2025&amp;semester=1#report',
    )
    expect(html).toContain(
      '/api/surveillance/reports/semiannual.pdf?registry=AR-RENAC&amp;year=2025&amp;semester=1&amp;locale=pt',
    )
    const spanish = await read(outbox(AR_SPANISH.email).at(-1)!)
    expect(spanish.subject).toBe(
      'Informe semestral de RENAC — Red Nacional de Anomalías Congénitas de Argentina: primer semestre de 2025',
    )
    expect(String(spanish.html)).toContain('locale=es')
  })

  it('does not email twice when published again, unless asked to resend', async () => {
    const emails = (await activeMembersOf(REGISTRY)).map((member) => member.email)
    const count = () => emails.map((email) => outbox(email).length)
    const before = count()

    const again = await publish({ registry: REGISTRY, year: 2025, semester: 1 })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ created: false, emailed: 0 })
    await runDueJobs(payload)
    expect(count()).toEqual(before)

    const duplicate = await rest('POST', 'published-reports', {
      body: { registry: (await registryOf(REGISTRY)).id, year: 2025, semester: 1 },
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
    })
    expect(duplicate.status).toBe(400)
    expect(JSON.stringify(await duplicate.json())).toContain(
      'This report has already been published.',
    )
    await runDueJobs(payload)
    expect(count()).toEqual(before)

    const resent = await publish({ registry: REGISTRY, year: 2025, semester: 1, resend: true })
    expect(resent.status).toBe(200)
    expect(await resent.json()).toMatchObject({
      created: false,
      emailed: emails.length,
      recipients: emails.length,
    })
    await runDueJobs(payload)
    expect(count()).toEqual(before.map((n) => n + 1))

    const stored = await payload.find({
      collection: 'published-reports',
      where: { title: { equals: 'AR-RENAC · 2025-S1' } },
      overrideAccess: true,
    })
    expect(stored.docs).toHaveLength(1)
  })

  it("lets members read their registries' publications only", async () => {
    const own = await rest('GET', 'published-reports?depth=0', { token: tokens.user })
    expect(own.status).toBe(200)
    const ownDocs = ((await own.json()) as { docs: { title: string }[] }).docs
    expect(ownDocs.map((doc) => doc.title)).toContain('AR-RENAC · 2025-S1')

    const other = await rest('GET', 'published-reports?depth=0', { token: clToken })
    expect(other.status).toBe(200)
    expect(((await other.json()) as { docs: unknown[] }).docs).toEqual([])

    const anonymous = await rest('GET', 'published-reports', {})
    expect(anonymous.status).toBe(403)
  })

  it('lists them on the report page for the members of the registry', async () => {
    const user = async (email: string) =>
      (
        await payload.find({
          collection: 'users',
          where: { email: { equals: email } },
          depth: 0,
          overrideAccess: true,
        })
      ).docs[0]! as User
    const items = await loadPublishedReports(payload, await user(demoAccounts.member.email), 'en')
    expect(items).toContainEqual(
      expect.objectContaining({
        registry: REGISTRY,
        registryName: 'RENAC — National Network of Congenital Anomalies of Argentina',
        year: 2025,
        semester: 1,
      }),
    )
    expect(await loadPublishedReports(payload, await user(CL_MEMBER.email), 'en')).toEqual([])
    expect(await loadPublishedReports(payload, null, 'en')).toEqual([])
  })
})

describe('the published report as a stored PDF', () => {
  const pdfText = (bytes: ArrayBuffer) =>
    execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], {
      input: Buffer.from(bytes),
    }).toString()
  const address = (locale: string) =>
    `surveillance/reports/semiannual.pdf?registry=${REGISTRY}&year=2025&semester=1&locale=${locale}`
  /** The stored file an address redirects to, as a path under /api. */
  const storedPath = (res: Response) =>
    decodeURIComponent(res.headers.get('Location') ?? '').replace(/^\/api\//, '')

  it('is rendered by a job in each language, once, and served from storage to the registry only', async () => {
    const publication = (
      await payload.find({
        collection: 'published-reports',
        where: { title: { equals: 'AR-RENAC · 2025-S1' } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]!
    await runDueJobs(payload)
    const files = await payload.find({
      collection: 'published-report-files',
      where: { publication: { equals: publication.id } },
      depth: 0,
      overrideAccess: true,
    })
    // Published, then sent again: the second rendering replaced the first.
    expect(files.docs.map((file) => file.locale).sort()).toEqual(['en', 'es', 'pt'])

    const first = await rest('GET', address('es'), { token: tokens.user })
    expect(first.status).toBe(302)
    expect(first.headers.get('Location')).toMatch(/^\/api\/published-report-files\/file\//)
    const again = await rest('GET', address('es'), { token: tokens.admin })
    expect(storedPath(again)).toBe(storedPath(first))

    const file = await rest('GET', storedPath(first), { token: tokens.user })
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toContain('application/pdf')
    const text = pdfText(await file.arrayBuffer())
    expect(text).toContain('Informe semestral')
    expect(text).toContain('RENAC — Red Nacional de Anomalías Congénitas de Argentina, 2025')

    // Another registry's member and a visitor get neither the report nor its stored file.
    expect((await rest('GET', address('es'), { token: clToken })).status).toBe(403)
    expect((await rest('GET', address('es'))).status).toBe(401)
    expect([403, 404]).toContain((await rest('GET', storedPath(first), { token: clToken })).status)
    expect([401, 403, 404]).toContain((await rest('GET', storedPath(first))).status)
  })
})
