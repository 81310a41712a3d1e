import fs from 'node:fs'
import { simpleParser } from 'mailparser'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { demoAccounts } from '@/seed'
import { testPayload } from '../../helpers/payload'
import { rest } from '../../helpers/rest'
import { tokensByRole, type Role } from '../../helpers/accounts'
import { runDueJobs } from '../../helpers/jobs'

let payload: Payload
let tokens: Record<Role, string | undefined>
let ids: { registry: number; malformation: number }

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  const registry = (
    await payload.find({
      collection: 'member-registries',
      where: { networkCode: { equals: 'CO-CAL' } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]
  const malformation = (
    await payload.find({
      collection: 'malformations',
      where: { number: { equals: 6 } },
      limit: 1,
      overrideAccess: true,
    })
  ).docs[0]
  if (!registry || !malformation) throw new Error('demo data missing')
  ids = { registry: registry.id, malformation: malformation.id }
})

const outbox = () => {
  const dir = process.env.OUTBOX_DIR as string
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

const report = (body: Record<string, unknown>, role: Role = 'user', locale = 'en') =>
  rest('POST', 'alarm-reports', {
    token: tokens[role],
    body,
    headers: { 'Accept-Language': locale },
  })

const alarm = () => ({
  ...ids,
  periodStart: '2025-01-01',
  periodEnd: '2025-06-30',
  births: 8000,
  observed: 40,
})

describe('alarm reports', () => {
  it('stores a member report with figures recomputed on the server, and emails the office', async () => {
    // An earlier file may have left an email to the office in the queue: send it first.
    await runDueJobs(payload)
    const mailsBefore = new Set(outbox())
    const res = await report({
      ...alarm(),
      expected: 999,
      lower: 0,
      upper: 1000,
      direction: 'deficit',
      note: 'Cluster in one hospital',
    })
    expect(res.status).toBe(201)
    const { doc } = await res.json()

    const stored = await payload.findByID({
      collection: 'alarm-reports',
      id: doc.id,
      depth: 0,
      overrideAccess: true,
    })
    const member = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: demoAccounts.member.email } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]
    expect(stored).toMatchObject({
      direction: 'excess',
      basePeriod: '2020-2022',
      births: 8000,
      observed: 40,
      note: 'Cluster in one hospital',
      status: 'new',
      reporter: member?.id,
    })
    expect(stored.expected).toBeLessThan(stored.lower as number)
    expect(stored.expected).not.toBe(999)

    // Emails are jobs: let the queue send it.
    await runDueJobs(payload)
    const newMails = outbox().filter((name) => !mailsBefore.has(name))
    expect(newMails).toHaveLength(1)
    expect(newMails[0]).toContain('secretaria@relamc.example')
    const mail = fs.readFileSync(`${process.env.OUTBOX_DIR}/${newMails[0]}`, 'utf8')
    expect(mail).toContain('secretaria@relamc.example')
    expect(mail).toMatch(/Subject: =\?UTF-8\?|Subject: \[Alarme\]/)
  })

  it('is refused to anonymous visitors', async () => {
    expect((await report(alarm(), 'anonymous')).status).toBe(403)
  })

  it('is refused when the figures show no alarm, with a translated reason', async () => {
    const res = await report({ ...alarm(), observed: 5 }, 'user', 'es')
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(
      'Este resultado no es una alarma; no hay nada que notificar.',
    )
  })

  it('is refused with field errors when an input is wrong', async () => {
    const res = await report({ ...alarm(), births: 10, observed: 40 }, 'user', 'en')
    expect(res.status).toBe(400)
    const body = JSON.stringify(await res.json())
    expect(body).toContain('The number of cases cannot be greater than the number of births.')
  })

  it('is readable by admins only', async () => {
    expect((await rest('GET', 'alarm-reports', { token: tokens.user })).status).toBe(403)
    const res = await rest('GET', 'alarm-reports', { token: tokens.admin })
    expect(res.status).toBe(200)
    expect((await res.json()).totalDocs).toBeGreaterThan(0)
  })

  it('cannot be changed by the member who sent it', async () => {
    const member = await payload.find({
      collection: 'users',
      where: { email: { equals: demoAccounts.member.email } },
      limit: 1,
      overrideAccess: true,
    })
    const { docs } = await payload.find({
      collection: 'alarm-reports',
      where: { reporter: { equals: member.docs[0]?.id } },
      limit: 1,
      overrideAccess: true,
    })
    const sent = docs[0]
    expect(sent, 'the report the member sent in an earlier test').toBeDefined()
    const res = await rest('PATCH', `alarm-reports/${sent!.id}`, {
      token: tokens.user,
      body: { note: 'edited' },
    })
    expect(res.status).toBe(403)
    const after = await payload.findByID({
      collection: 'alarm-reports',
      id: sent!.id,
      overrideAccess: true,
    })
    expect(after.note).toBe(sent!.note)
  })

  it("writes to the office in the office's language setting, whatever the member's", async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { officeLanguage: 'es' },
      overrideAccess: true,
    })
    try {
      const before = outbox().length
      const res = await report(alarm(), 'user', 'en')
      expect(res.status).toBe(201)
      await runDueJobs(payload)
      const files = outbox().filter((name) => name.includes('secretaria@relamc.example'))
      expect(outbox().length).toBe(before + 1)
      const mail = await simpleParser(
        fs.readFileSync(`${process.env.OUTBOX_DIR}/${files.sort().at(-1)}`),
      )
      expect(mail.subject).toMatch(/^\[Alarma\] PVSDC Cali · /)
      expect(mail.html).toContain('notificó una alarma desde la página de vigilancia')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { officeLanguage: 'pt' },
        overrideAccess: true,
      })
    }
  })

  it('are limited to 10 an hour per member, with a translated reason', async () => {
    const member = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: demoAccounts.member.email } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const { totalDocs } = await payload.count({
      collection: 'alarm-reports',
      where: { reporter: { equals: member.id } },
      overrideAccess: true,
    })
    for (let sent = totalDocs; sent < 10; sent++) expect((await report(alarm())).status).toBe(201)
    const refused = await report(alarm())
    expect(refused.status).toBe(429)
    expect((await refused.json()).errors[0].message).toBe(
      'You have already reported 10 alarms in the last hour. Please try again later.',
    )
    // Admins are not limited.
    expect((await report(alarm(), 'admin')).status).toBe(201)
  })
})
