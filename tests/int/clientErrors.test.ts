import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { testPayload } from '../helpers/payload'
import { graphql, rest } from '../helpers/rest'
import { tokensByRole, type Role } from '../helpers/accounts'

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

describe('version history of the globals', () => {
  it('is for admins only, by REST', async () => {
    expect((await rest('GET', 'globals/footer/versions')).status).toBe(403)
    expect((await rest('GET', 'globals/footer/versions', { token: tokens.user })).status).toBe(403)
    expect((await rest('GET', 'globals/footer/versions', { token: tokens.admin })).status).toBe(200)
  })

  it('is for admins only, by GraphQL', async () => {
    const query = '{ versionsFooter { docs { id } } }'
    const member = await graphql(query, tokens.user)
    expect(member.data?.versionsFooter ?? null).toBeNull()
    expect(member.errors?.[0]?.extensions?.statusCode).toBe(403)
    const admin = await graphql(query, tokens.admin)
    expect(admin.errors).toBeUndefined()
    expect(Array.isArray((admin.data?.versionsFooter as { docs: unknown[] }).docs)).toBe(true)
  })
})

describe('requests for what is not there answer 404, not 500', () => {
  const collections = ['users', 'media', 'member-files', 'contact-messages', 'alarm-reports']

  it.each(collections)('/%s/versions, for any session', async (slug) => {
    for (const token of [tokens.user, tokens.admin]) {
      expect((await rest('GET', `${slug}/versions`, { token })).status).toBe(404)
      expect((await rest('GET', `${slug}/versions/1`, { token })).status).toBe(404)
    }
  })

  it('a media file missing from the disk, and encoded ../ in a file path', async () => {
    for (const token of [undefined, tokens.user, tokens.admin]) {
      expect((await rest('GET', 'media/file/no-such-image.png', { token })).status).toBe(404)
      expect(
        (await rest('GET', 'media/file/..%252f..%252fpayload.config.ts', { token })).status,
      ).toBe(404)
    }
  })

  it.each([
    '..%2f..%2fpayload.config.ts',
    '%2e%2e%2f%2e%2e%2fpackage.json',
    '..%5c..%5cpackage.json',
    '%252e%252e%252fpackage.json',
    '....%2f%2fpackage.json',
  ])('a file path that climbs out of the uploads: %s', async (vector) => {
    for (const slug of ['media', 'member-files']) {
      const res = await rest('GET', `${slug}/file/${vector}`, { token: tokens.user })
      expect([400, 404]).toContain(res.status)
      expect(await res.text()).not.toContain('relamc-site')
    }
  })

  it('a member file asked for by its name in another case', async () => {
    const file = (
      await payload.find({ collection: 'member-files', limit: 1, overrideAccess: true })
    ).docs[0]
    expect(file?.filename).toBeTruthy()
    const ok = await rest('GET', `member-files/file/${file!.filename}`, { token: tokens.user })
    expect(ok.status).toBe(200)
    const other = await rest('GET', `member-files/file/${file!.filename!.toUpperCase()}`, {
      token: tokens.user,
    })
    expect(other.status).toBe(404)
  })
})

describe('array rows copied from another document', () => {
  it('get new ids on create instead of a server error, and the original keeps its rows', async () => {
    const original = (
      await payload.find({
        collection: 'coordinations',
        where: { 'members.name': { exists: true } },
        sort: 'id',
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const rows = original.members ?? []
    expect(rows.length).toBeGreaterThan(0)
    const res = await rest('POST', 'coordinations', {
      token: tokens.admin,
      body: {
        name: 'Demo copy',
        startYear: original.startYear,
        endYear: original.endYear,
        members: rows,
      },
    })
    expect(res.status).toBe(201)
    const { doc } = await res.json()
    const copied = doc.members.map((row: { id: string }) => row.id)
    expect(copied).toHaveLength(rows.length)
    for (const row of rows) expect(copied).not.toContain(row.id)
    const after = await payload.findByID({
      collection: 'coordinations',
      id: original.id,
      overrideAccess: true,
    })
    expect(after.members?.map((row) => row.id)).toEqual(rows.map((row) => row.id))
    await payload.delete({ collection: 'coordinations', id: doc.id, overrideAccess: true })
  })
})

describe('links the site would never render are refused on save', () => {
  const vectors = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/',
  ]

  it.each(vectors)('events.link %s', async (link) => {
    const res = await rest('POST', 'events', {
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
      body: { name: 'Demo event', referenceDate: '2026-12-01', link },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(
      'Use an http(s), mailto: or tel: address, or a path on this site.',
    )
  })

  it('events.link keeps web, mail and site addresses', async () => {
    for (const link of ['https://example.org/event', 'mailto:office@example.org', '/eventos']) {
      const res = await rest('POST', 'events', {
        token: tokens.admin,
        body: { name: 'Demo event', referenceDate: '2026-12-01', link },
      })
      expect(res.status).toBe(201)
      const { doc } = await res.json()
      await payload.delete({ collection: 'events', id: doc.id, overrideAccess: true })
    }
  })

  const bodyWithLink = (url: string) => ({
    root: {
      type: 'root',
      version: 1,
      direction: null,
      format: '',
      indent: 0,
      children: [
        {
          type: 'paragraph',
          version: 1,
          direction: null,
          format: '',
          indent: 0,
          textFormat: 0,
          textStyle: '',
          children: [
            {
              type: 'link',
              version: 3,
              direction: null,
              format: '',
              indent: 0,
              fields: { linkType: 'custom', url, newTab: false },
              children: [
                {
                  type: 'text',
                  version: 1,
                  text: 'click',
                  detail: 0,
                  format: 0,
                  mode: 'normal',
                  style: '',
                },
              ],
            },
          ],
        },
      ],
    },
  })

  it.each(vectors.slice(0, 4))('a rich-text link %s', async (url) => {
    const res = await rest('POST', 'announcements', {
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
      body: { title: 'Demo announcement', date: '2026-12-01', body: bodyWithLink(url) },
    })
    expect(res.status).toBe(400)
    // Lexical reports the link node as a whole; the admin's link drawer shows the field's message.
    expect(JSON.stringify(await res.json())).toContain('The following fields are invalid: url')
  })

  it('a rich-text link to a web address is kept', async () => {
    const res = await rest('POST', 'announcements', {
      token: tokens.admin,
      body: {
        title: 'Demo announcement',
        date: '2026-12-01',
        body: bodyWithLink('https://example.org/'),
      },
    })
    expect(res.status).toBe(201)
    const { doc } = await res.json()
    await payload.delete({ collection: 'announcements', id: doc.id, overrideAccess: true })
  })
})

describe('NUL characters', () => {
  const message = 'The text contains a null character (U+0000), which cannot be stored.'

  it('are refused on writes with a translated 400, and nothing is stored', async () => {
    const name = `Evento ${Date.now()}`
    const res = await rest('POST', 'events', {
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
      body: { name: `${name}\u0000hidden`, referenceDate: '2026-12-01' },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(message)
    const stored = await payload.count({
      collection: 'events',
      where: { name: { like: name } },
      overrideAccess: true,
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('deep in a document, in Portuguese by default', async () => {
    const res = await rest('POST', 'coordinations', {
      token: tokens.admin,
      body: { name: 'Coordenação', startYear: 2024, members: [{ name: 'A\u0000B' }] },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain('caractere nulo')
  })

  it('in a global', async () => {
    const res = await rest('POST', 'globals/footer', {
      token: tokens.admin,
      headers: { 'Accept-Language': 'en' },
      body: { text: 'Rua\u0000X' },
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(message)
  })
})

describe('refused requests in the log', () => {
  /** What the Payload logger is given while `work` runs, one entry per call. */
  async function logged(work: () => Promise<unknown>) {
    const lines: { level: string; text: string }[] = []
    const spies = (['info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => {
        lines.push({ level, text: JSON.stringify(args) })
      }) as never),
    )
    try {
      await work()
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
    return lines
  }

  it('an anonymous 403 is one short line, over REST and GraphQL', async () => {
    for (const work of [
      () => rest('GET', 'users'),
      () => rest('GET', 'contact-messages'),
      () => graphql('{ Users { docs { id email } } }'),
      () => graphql('{ ContactMessages { docs { id } } }'),
    ]) {
      const lines = await logged(work)
      expect(lines).toHaveLength(1)
      expect(lines[0]!.level).toBe('info')
      expect(lines[0]!.text.length).toBeLessThan(200)
    }
  })
})
