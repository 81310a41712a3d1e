import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  getPublicationFilterOptions,
  getPublicationsPage,
  type PublicationItem,
} from '@/lib/site/content/publications'
import { loadPublicationsPage } from '@/lib/site/publicationsPage'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { tokensByRole } from '../helpers/accounts'

// Outside Next.js there is no data cache: the public reads run as they are.
vi.mock('@/lib/site/cachedQuery', () => ({
  cachedQuery: (_key: string, _sources: unknown, read: unknown) => read,
}))

/** A year no demo publication has, so the documents below are the only ones in it. */
const YEAR = 1951
const TOTAL = 120
const WITH_REGISTRY = 35
const CODE = 'T-PUBLICATIONS'

let payload: Payload
let adminToken: string | undefined
let registryId: number
/** Every publication of YEAR, newest created first (the lists' order within a year). */
let newestFirst: number[]
let withRegistry: number[]

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await tokensByRole()).admin
  registryId = (
    await payload.create({
      collection: 'member-registries',
      data: {
        networkCode: CODE,
        initials: 'TPUB',
        country: 'UY',
        name: 'Registro de teste',
        coverage: 'hospital',
      },
      overrideAccess: true,
    })
  ).id
  const ids: number[] = []
  withRegistry = []
  for (let index = 0; index < TOTAL; index += 1) {
    const registry = index < WITH_REGISTRY ? registryId : undefined
    const doc = await payload.create({
      collection: 'network-publications',
      data: { citation: `Publicação de teste ${index}.`, year: YEAR, registry },
      context: { disableRevalidate: true },
      overrideAccess: true,
    })
    ids.push(doc.id)
    if (registry) withRegistry.push(doc.id)
  }
  newestFirst = [...ids].sort((a, b) => b - a)
  withRegistry.sort((a, b) => b - a)
})

const idsOf = (items: PublicationItem[]) => items.map((item) => item.id)

describe('the publication filters', () => {
  it('offer the years and registries that have publications', async () => {
    const options = await getPublicationFilterOptions('network', 'pt')
    expect(options.years).toContain(YEAR)
    expect(options.years).toEqual([...options.years].sort((a, b) => b - a))
    expect(options.registries).toContainEqual({
      id: registryId,
      code: CODE,
      initials: 'TPUB',
      name: 'Registro de teste',
      country: 'UY',
    })
    // The registries' list offers the demo registries with publications, not the test one.
    const registries = await getPublicationFilterOptions('registries', 'pt')
    expect(registries.registries.map((registry) => registry.code)).toEqual(
      expect.arrayContaining(['AR-RENAC', 'ECLAMC']),
    )
    expect(registries.registries.map((registry) => registry.code)).not.toContain(CODE)
  })
})

describe('a page of publications', () => {
  it('holds 50 at most, and the pages together hold each publication once, newest first', async () => {
    const pages = []
    for (const page of [1, 2, 3])
      pages.push(await getPublicationsPage('network', 'pt', { year: YEAR, registry: null, page }))
    expect(pages.map((page) => page.items.length)).toEqual([50, 50, 20])
    expect(pages.every((page) => page.totalDocs === TOTAL && page.totalPages === 3)).toBe(true)
    expect(pages.flatMap((page) => idsOf(page.items))).toEqual(newestFirst)
  })

  it('is empty past the last page', async () => {
    const page = await getPublicationsPage('network', 'pt', { year: YEAR, registry: null, page: 4 })
    expect(page.items).toEqual([])
    expect(page.totalPages).toBe(3)
  })

  it('filters by registry, together with the year', async () => {
    const page = await getPublicationsPage('network', 'pt', {
      year: YEAR,
      registry: { id: registryId },
      page: 1,
    })
    expect(page.totalDocs).toBe(WITH_REGISTRY)
    expect(idsOf(page.items)).toEqual(withRegistry)
    expect(page.items[0]!.registry).toEqual({
      code: CODE,
      initials: 'TPUB',
      name: 'Registro de teste',
      country: 'UY',
    })
  })

  it("shows the demo's structured publications written out, and the free-text ones as they were", async () => {
    const { registries } = await getPublicationFilterOptions('registries', 'pt')
    const renac = registries.find((registry) => registry.code === 'AR-RENAC')!
    const renac2013 = await getPublicationsPage('registries', 'pt', {
      year: 2013,
      registry: renac,
      page: 1,
    })
    expect(renac2013.items).toHaveLength(1)
    expect(renac2013.items[0]).toMatchObject({
      type: 'article',
      citation:
        'Groisman B, Bidondo MP, Barbero P, Gili JA, Liascovich R, Grupo de Trabajo RENAC. RENAC: Registro Nacional de Anomalías Congénitas de Argentina. Arch Argent Pediatr. 2013;111(6):484-494.',
      doi: '10.5546/aap.2013.484',
      pmid: null,
    })
    const eclamc = registries.find((registry) => registry.code === 'ECLAMC')!
    const all = await getPublicationsPage('registries', 'pt', {
      year: null,
      registry: eclamc,
      page: 1,
    })
    expect(all.items.map((item) => item.citation)).toEqual([
      '[Demo] Fictional author A, Fictional author K. Altitude and congenital anomalies in South American hospitals. Birth Defects Res. 2021;113(4):1–8.',
      '[Demo] Fictional author K, Fictional author A. Fifty years of ECLAMC: lessons from a hospital-based case-control surveillance programme. Am J Med Genet C Semin Med Genet. 2018;178(4):1–10.',
      'Castilla EE, Orioli IM. ECLAMC: The Latin-American Collaborative Study of Congenital Malformations. Community Genet. 2004;7(2-3):76-94.',
    ])
  })
})

describe("a publications page's address", () => {
  it('applies the year and registry it names, whatever the case of the code', async () => {
    const view = await loadPublicationsPage('network', 'pt', {
      year: String(YEAR),
      registry: CODE.toLowerCase(),
      page: '1',
    })
    expect(view.filters).toMatchObject({ year: YEAR, registry: { id: registryId }, page: 1 })
    expect(view.result.totalDocs).toBe(WITH_REGISTRY)
  })

  it('ignores what no publication has', async () => {
    const view = await loadPublicationsPage('network', 'pt', { year: '1800', registry: 'NONE' })
    expect(view.filters).toEqual({ year: null, registry: null, page: 1 })
  })

  it('shows the last page for a page past it', async () => {
    const view = await loadPublicationsPage('network', 'pt', { year: String(YEAR), page: '999' })
    expect(view.filters.page).toBe(3)
    expect(view.result.page).toBe(3)
    expect(view.result.items).toHaveLength(20)
  })
})

describe('a publication saved by the office', () => {
  it('needs a title or a free-text citation', async () => {
    const response = await rest('POST', 'network-publications', {
      token: adminToken,
      body: { year: 2020, journal: 'J' },
    })
    expect(response.status).toBe(400)
  })

  it('keeps its DOI and PMID in one form, refuses malformed ones, and is listed by its citation', async () => {
    const saved = await rest('POST', 'network-publications', {
      token: adminToken,
      body: {
        title: 'Um título',
        authors: [{ name: 'Pereira, Ana Luísa' }],
        journal: 'Rev Teste',
        year: 2020,
        doi: 'https://doi.org/10.1234/teste.1',
        pmid: 'PMID: 123456',
      },
    })
    expect(saved.status).toBe(201)
    const { doc } = (await saved.json()) as { doc: Record<string, unknown> }
    expect(doc).toMatchObject({
      doi: '10.1234/teste.1',
      pmid: '123456',
      summary: 'Pereira AL. Um título. Rev Teste. 2020.',
    })
    for (const body of [{ doi: 'not a doi' }, { pmid: '12ab' }]) {
      const refused = await rest('POST', 'network-publications', {
        token: adminToken,
        body: { title: 'Outro', ...body },
      })
      expect(refused.status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('the export', () => {
  const exported = async (query: string) => {
    const response = await rest('GET', `publications/export?${query}`)
    return { response, text: await response.text() }
  }

  it('gives every publication of the filtered list as BibTeX, all pages together', async () => {
    const { response, text } = await exported(`list=network&year=${YEAR}&format=bibtex`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/x-bibtex; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="relamc-publications-network-${YEAR}.bib"`,
    )
    expect(text.match(/^@misc\{/gm)).toHaveLength(TOTAL)
    expect(text).toContain(`  title = {Publicação de teste 0.},\n  year = {${YEAR}}\n}`)
  })

  it('gives RIS with the registry filter too', async () => {
    const { response, text } = await exported(
      `list=network&year=${YEAR}&registry=${CODE.toLowerCase()}&format=ris`,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(
      'application/x-research-info-systems; charset=utf-8',
    )
    expect(text.match(/^ER {2}- \r$/gm)).toHaveLength(WITH_REGISTRY)
  })

  it("writes the demo's structured publication with its fields", async () => {
    const { text } = await exported('list=registries&year=2004&registry=ECLAMC&format=ris')
    expect(text).toContain('TY  - JOUR\r\nAU  - Castilla, Eduardo E.\r\nAU  - Orioli, Iêda M.\r\n')
    expect(text).toContain('DO  - 10.1159/000080776\r\n')
  })

  it('refuses an unknown list or format with a translated message', async () => {
    const list = await exported('list=all&format=ris&locale=en')
    expect(list.response.status).toBe(400)
    expect(JSON.parse(list.text)).toEqual({
      errors: [
        {
          field: 'list',
          code: 'invalid',
          message:
            'Give list=network (network publications) or list=registries (registry publications).',
        },
      ],
    })
    const format = await exported('list=network&format=pdf&locale=es')
    expect(format.response.status).toBe(400)
    expect(JSON.parse(format.text).errors[0].message).toBe('Indique format=bibtex o format=ris.')
  })
})
