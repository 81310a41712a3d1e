import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { lexical } from '@/seed/content/lexical'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { tokensByRole, type Role } from '../helpers/accounts'

const slug = 'institutional-pages'
const everyone: Role[] = ['anonymous', 'user', 'admin']

let payload: Payload
let tokens: Record<Role, string | undefined>

beforeAll(async () => {
  payload = await testPayload()
  tokens = await tokensByRole()
})

type Pages = Record<'about' | 'history' | 'membership' | 'tablesAndCharts', unknown>

/** The global as a visitor gets it over REST, with its rich texts flattened to JSON strings. */
async function read(locale: string, token?: string): Promise<Record<keyof Pages, string>> {
  const res = await rest('GET', `globals/${slug}`, { locale, token })
  expect(res.status).toBe(200)
  const pages = (await res.json()) as Pages
  return {
    about: JSON.stringify(pages.about ?? null),
    history: JSON.stringify(pages.history ?? null),
    membership: JSON.stringify(pages.membership ?? null),
    tablesAndCharts: JSON.stringify(pages.tablesAndCharts ?? null),
  }
}

describe('access', () => {
  it('lets anyone read the seeded texts', async () => {
    for (const role of everyone) {
      const pages = await read('pt', tokens[role])
      expect(pages.about).toContain('rede colaborativa')
      expect(pages.history).toContain('assembleia anual')
      expect(pages.membership).toContain('Devolva os termos assinados.')
      expect(pages.tablesAndCharts).toContain('os números aceitos')
    }
  })

  it('refuses updates from anonymous visitors and members, and changes nothing', async () => {
    const before = await payload.findGlobal({ slug, locale: 'pt', overrideAccess: true })
    for (const role of ['anonymous', 'user'] as const) {
      const res = await rest('POST', `globals/${slug}`, {
        token: tokens[role],
        locale: 'pt',
        body: { about: lexical('Texto alterado') },
      })
      expect(res.status, role).toBe(403)
    }
    const after = await payload.findGlobal({ slug, locale: 'pt', overrideAccess: true })
    expect(after.about).toEqual(before.about)
  })

  it('lets an admin update a text', async () => {
    const before = await payload.findGlobal({ slug, locale: 'pt', overrideAccess: true })
    const res = await rest('POST', `globals/${slug}`, {
      token: tokens.admin,
      locale: 'pt',
      body: { tablesAndCharts: lexical('Novo texto das tabelas') },
    })
    expect(res.status).toBe(200)
    expect((await read('pt')).tablesAndCharts).toContain('Novo texto das tabelas')
    await payload.updateGlobal({
      slug,
      locale: 'pt',
      data: { tablesAndCharts: before.tablesAndCharts },
      overrideAccess: true,
    })
  })
})

describe('localization', () => {
  it('keeps one text per language', async () => {
    expect((await read('pt')).about).toContain('rede colaborativa')
    expect((await read('es')).about).toContain('red colaborativa')
    expect((await read('en')).about).toContain('collaborative network')
  })

  it('falls back to Portuguese when a translation is empty', async () => {
    const before = await payload.findGlobal({
      slug,
      locale: 'es',
      fallbackLocale: false,
      overrideAccess: true,
    })
    const res = await rest('POST', `globals/${slug}`, {
      token: tokens.admin,
      locale: 'es',
      body: { history: null },
    })
    expect(res.status).toBe(200)

    const spanish = await read('es')
    expect(spanish.history).toContain('A rede nasceu da colaboração')
    expect(spanish.about).toContain('red colaborativa')

    await payload.updateGlobal({
      slug,
      locale: 'es',
      data: { history: before.history },
      overrideAccess: true,
    })
    expect((await read('es')).history).toContain('La red nació de la colaboración')
  })
})
