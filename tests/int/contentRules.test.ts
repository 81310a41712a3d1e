import { storeContactMessage } from '@/lib/site/contact/storeContactMessage'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload, Where } from 'payload'
import { testPayload } from '../helpers/payload'
import { graphql, rest } from '../helpers/rest'
import { tokensByRole, type Role } from '../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
  for (const isVisible of [true, false]) {
    for (const collection of ['operational-webinars', 'research-webinars'] as const) {
      await payload.create({
        collection,
        data: { name: `Webinar ${isVisible}`, date: '2026-04-30', isVisible },
        overrideAccess: true,
      })
    }
  }
})

describe('localization', () => {
  it('keeps one text per locale and falls back to Portuguese when a translation is empty', async () => {
    const project = await payload.create({
      collection: 'projects',
      locale: 'pt',
      data: { title: 'Vigilância de microcefalia' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'projects',
      id: project.id,
      locale: 'en',
      data: { title: 'Microcephaly surveillance' },
      overrideAccess: true,
    })

    const read = async (locale: string) =>
      (
        (await (await rest('GET', `projects/${project.id}`, { locale })).json()) as {
          title: string
        }
      ).title
    expect(await read('pt')).toBe('Vigilância de microcefalia')
    expect(await read('en')).toBe('Microcephaly surveillance')
    expect(await read('es')).toBe('Vigilância de microcefalia')
  })

  it('offers exactly pt, es and en with pt as default', () => {
    const localization = payload.config.localization
    expect(localization && localization.localeCodes).toEqual(['pt', 'es', 'en'])
    expect(localization && localization.defaultLocale).toBe('pt')
  })
})

describe('project slugs', () => {
  it('are made from the title and unique', async () => {
    const first = await rest('POST', 'projects', {
      token: tokens.admin,
      body: { title: 'Atlas de Anomalias Congênitas' },
    })
    expect(first.status).toBe(201)
    expect(((await first.json()) as { doc: { slug: string } }).doc.slug).toBe(
      'atlas-de-anomalias-congenitas',
    )
    const second = await rest('POST', 'projects', {
      token: tokens.admin,
      body: { title: 'Atlas de Anomalias Congênitas' },
    })
    expect(second.status).toBe(400)
    expect(
      await payload.count({
        collection: 'projects',
        where: { slug: { equals: 'atlas-de-anomalias-congenitas' } },
      }),
    ).toEqual({ totalDocs: 1 })
  })
})

describe('event display date', () => {
  const create = (displayDate: unknown, language = 'en') =>
    rest('POST', 'events', {
      token: tokens.admin,
      headers: { 'Accept-Language': language },
      body: { name: `Evento ${Math.random()}`, referenceDate: '2026-03-10', displayDate },
    })

  it.each([['2026-02-30'], ['not a date'], ['10/03/2026'], [42]])(
    'refuses %s and stores nothing',
    async (value) => {
      const before = await payload.count({ collection: 'events' })
      const res = await create(value)
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain(
        'Enter a valid date or leave the field blank.',
      )
      expect(await payload.count({ collection: 'events' })).toEqual(before)
    },
  )

  it('says it in Portuguese to a Portuguese admin', async () => {
    const res = await create('31/31/2026', 'pt')
    expect(JSON.stringify(await res.json())).toContain(
      'Insira uma data válida ou deixe o campo em branco.',
    )
  })

  it.each([[null], [''], ['  '], ['2026-03-12'], ['2026-03-12T00:00:00.000Z']])(
    'accepts %j',
    async (value) => {
      const res = await create(value)
      expect(res.status).toBe(201)
      const { doc } = (await res.json()) as { doc: { displayDate?: string | null } }
      if (typeof value === 'string' && !value.trim()) expect(doc.displayDate ?? null).toBeNull()
      // Every stored event still reads back: a blank date must never become an invalid one.
      expect((await rest('GET', 'events?limit=100')).status).toBe(200)
    },
  )
})

describe('hidden webinars', () => {
  it.each(['operational-webinars', 'research-webinars'])(
    '%s: the public and members never see a hidden one',
    async (slug) => {
      for (const role of ['anonymous', 'user'] as const) {
        const json = (await (
          await rest('GET', `${slug}?limit=100`, { token: tokens[role] })
        ).json()) as { docs: { isVisible: boolean }[] }
        expect(json.docs.length).toBeGreaterThan(0)
        expect(json.docs.every((d) => d.isVisible)).toBe(true)
      }
      const hidden = await payload.find({
        collection: slug as 'research-webinars',
        where: { isVisible: { equals: false } },
        overrideAccess: true,
      })
      const byId = await rest('GET', `${slug}/${hidden.docs[0]!.id}`)
      expect(byId.status).toBe(404)
      const admin = (await (
        await rest('GET', `${slug}?limit=100`, { token: tokens.admin })
      ).json()) as { docs: { isVisible: boolean }[] }
      expect(admin.docs.some((d) => !d.isVisible)).toBe(true)
    },
  )
})

describe('GraphQL follows the same access rules', () => {
  it('members-only collections need a session', async () => {
    const query = '{ Manuals { docs { id } } }'
    const anonymous = await graphql(query)
    expect(anonymous.errors?.[0]?.extensions?.statusCode).toBe(403)
    const member = await graphql(query, tokens.user)
    expect(member.errors).toBeUndefined()
    const manuals = (member.data?.Manuals as { docs: { id: number }[] }).docs
    expect(manuals.length).toBeGreaterThan(0)
  })

  it('hidden webinars stay hidden', async () => {
    const result = await graphql('{ OperationalWebinars(limit: 100) { docs { isVisible } } }')
    const docs = (result.data?.OperationalWebinars as { docs: { isVisible: boolean }[] }).docs
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.every((d) => d.isVisible)).toBe(true)
  })

  it('users are not listed to anonymous visitors', async () => {
    const result = await graphql('{ Users { docs { email } } }')
    expect(result.errors?.length).toBeGreaterThan(0)
  })
})

describe('contact messages', () => {
  const form = (email: string, extra: Record<string, string> = {}) => {
    const data = new FormData()
    for (const [name, value] of Object.entries({
      name: 'Ana',
      email,
      subject: 'Olá',
      message: 'Mensagem',
      ...extra,
    }))
      data.set(name, value)
    return data
  }
  const stored = (where: Where) =>
    payload
      .count({ collection: 'contact-messages', where, overrideAccess: true })
      .then(({ totalDocs }) => totalDocs)

  it('are limited to 3 an hour per mailbox, however it is written, and nothing more is stored', async () => {
    const stamp = Date.now()
    const send = (email: string) => storeContactMessage(form(email), undefined)
    expect((await send(`limite-${stamp}@example.org`)).status).toBe('success')
    expect((await send(`Limite-${stamp}+a@Example.org`)).status).toBe('success')
    expect((await send(`limite-${stamp}+b@example.org`)).status).toBe('success')
    expect((await send(`limite-${stamp}+c@example.org`)).status).toBe('rate-limited')
    expect(await stored({ senderKey: { equals: `limite-${stamp}@example.org` } })).toBe(3)
  })

  it('are limited to 5 an hour per client address, whatever the mailboxes', async () => {
    const address = `198.51.100.${Date.now() % 250}`
    for (let i = 0; i < 5; i++)
      expect(
        (await storeContactMessage(form(`a${i}-${Date.now()}@example.org`), address)).status,
      ).toBe('success')
    const sixth = await storeContactMessage(form(`a6-${Date.now()}@example.org`), address)
    expect(sixth.status).toBe('rate-limited')
    expect(sixth.values?.message).toBe('Mensagem')
    expect(await stored({ senderAddress: { equals: address } })).toBe(5)
  })

  it('alarm the office once when many addresses flood the form, which stays open', async () => {
    const before = await stored({
      createdAt: { greater_than: new Date(Date.now() - 60 * 60 * 1000).toISOString() },
    })
    const flood: (number | string)[] = []
    const create = async (i: number) =>
      (
        await payload.create({
          collection: 'contact-messages',
          data: {
            name: 'Demo',
            email: `flood-${i}-${Date.now()}@example.org`,
            subject: 'S',
            message: 'M',
          },
          overrideAccess: true,
        })
      ).id
    try {
      for (let i = before; i < 30; i++) flood.push(await create(i))
      const sent = vi.spyOn(payload, 'sendEmail')
      const next = await storeContactMessage(form(`fresh-${Date.now()}@example.org`), '192.0.2.55')
      expect(next.status).toBe('success')
      // One alarm instead of the copy of the message that reached the level.
      expect(sent).toHaveBeenCalledTimes(1)
      const alarm = sent.mock.calls[0]![0] as { subject: string; replyTo?: string }
      expect(alarm.subject).toContain('31')
      expect(alarm.replyTo).toBeUndefined()
      // Later messages of the hour are kept, without an email each.
      const later = await storeContactMessage(form(`later-${Date.now()}@example.org`), '192.0.2.56')
      expect(later.status).toBe('success')
      expect(sent).toHaveBeenCalledTimes(1)
      sent.mockRestore()
    } finally {
      const ids = await payload.find({
        collection: 'contact-messages',
        where: { createdAt: { greater_than: new Date(Date.now() - 10 * 60 * 1000).toISOString() } },
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      for (const doc of ids.docs)
        if (flood.includes(doc.id) || /^(fresh|later)-/.test(doc.email))
          await payload.delete({ collection: 'contact-messages', id: doc.id, overrideAccess: true })
    }
  })

  it('store nothing when the trap field is filled, while answering as if sent', async () => {
    const email = `trap-${Date.now()}@example.org`
    const result = await storeContactMessage(
      form(email, { website: 'http://spam.example' }),
      undefined,
    )
    expect(result.status).toBe('success')
    expect(await stored({ email: { equals: email } })).toBe(0)
  })

  it('cannot be created through the API by visitors or members', async () => {
    for (const token of [undefined, tokens.user]) {
      const res = await rest('POST', 'contact-messages', {
        token,
        body: { name: 'B', email: `b-${Date.now()}@example.org`, subject: 'S', message: 'M' },
      })
      expect(res.status).toBe(403)
    }
  })
})
