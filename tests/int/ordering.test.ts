import type { CollectionSlug, Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { User } from '@/payload-types'
import { locales, type Locale } from '@/i18n/locales'
import { demoAccounts } from '@/seed'
import { getMenuProjects, getMenuResources } from '@/lib/site/content/menu'
import { getManualsAndForms, getOfficialDocuments } from '@/lib/site/content/members'
import { getProjects } from '@/lib/site/content/projects'
import { getLinkResources } from '@/lib/site/content/resources'
import { getAccumulatedData } from '@/lib/site/content/surveillance'
import { testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { tokensByRole } from '../helpers/accounts'

// Outside Next.js there is no data cache: the public reads run as they are.
vi.mock('@/lib/site/cachedQuery', () => ({
  cachedQuery: (_key: string, _sources: unknown, read: unknown) => read,
}))

let payload: Payload
let adminToken: string | undefined
let admin: User
let memberFile: number

beforeAll(async () => {
  payload = await testPayload()
  adminToken = (await tokensByRole()).admin
  admin = (
    await payload.find({
      collection: 'users',
      where: { email: { equals: demoAccounts.admin.email } },
      overrideAccess: true,
    })
  ).docs[0]!
  memberFile = (await payload.find({ collection: 'member-files', limit: 1, overrideAccess: true }))
    .docs[0]!.id
})

describe("the demo's resources", () => {
  it("come in SPEC's order (atlas, app, inventory) in the menu, in every language", async () => {
    const expected: Record<Locale, string[]> = {
      pt: [
        'Atlas de anomalias congênitas',
        'Aplicativo de defeitos congênitos',
        'Inventário de registros',
      ],
      es: [
        'Atlas de anomalías congénitas',
        'Aplicación de defectos congénitos',
        'Inventario de registros',
      ],
      en: ['Atlas of congenital anomalies', 'Birth defects app', 'Inventory of registries'],
    }
    const hrefs: string[][] = []
    for (const locale of locales) {
      const menu = await getMenuResources(locale)
      // Other test files may add resources: they go last.
      expect(
        menu.slice(0, 3).map((entry) => entry.label),
        locale,
      ).toEqual(expected[locale])
      hrefs.push(menu.map((entry) => entry.href))
    }
    expect(hrefs[1]).toEqual(hrefs[0])
    expect(hrefs[2]).toEqual(hrefs[0])
    // The menu's first child, where /recursos goes, is the atlas.
    const atlas = await payload.find({
      collection: 'resources',
      locale: 'pt',
      where: { title: { equals: 'Atlas de anomalias congênitas' } },
      overrideAccess: true,
    })
    expect(hrefs[0]![0]).toBe(`/recursos/${atlas.docs[0]!.id}`)
  })
})

type Created = { id: number; _order?: string | null }

/** Three documents titled differently in pt and en, created in this order (each goes last). */
async function createThree(
  collection: CollectionSlug,
  titleField: 'title' | 'name',
  extra: Record<string, unknown> = {},
): Promise<Created[]> {
  // Alphabetical order differs from the creation order, and from pt to en.
  const titles = [
    { pt: 'Zebra ordenada', en: 'Alpha ordered' },
    { pt: 'Abelha ordenada', en: 'Zulu ordered' },
    { pt: 'Macaco ordenado', en: 'Mike ordered' },
  ]
  const created: Created[] = []
  for (const title of titles) {
    const doc = (await payload.create({
      collection,
      locale: 'pt',
      data: { ...extra, [titleField]: title.pt },
      overrideAccess: true,
    } as Parameters<Payload['create']>[0])) as unknown as Created
    await payload.update({
      collection,
      id: doc.id,
      locale: 'en',
      data: { [titleField]: title.en },
      overrideAccess: true,
    } as Parameters<Payload['update']>[0])
    created.push(doc)
  }
  return created
}

/** Moves a document before another, as dragging a row in the admin list does. */
async function moveBefore(collection: CollectionSlug, moved: Created, target: Created) {
  const current = (await payload.findByID({
    collection,
    id: target.id,
    depth: 0,
    overrideAccess: true,
  })) as unknown as Created
  const response = await rest('POST', 'reorder', {
    token: adminToken,
    body: {
      collectionSlug: collection,
      docsToMove: [moved.id],
      newKeyWillBe: 'less',
      orderableFieldName: '_order',
      target: { id: target.id, key: current._order },
    },
  })
  expect(response.status).toBe(200)
}

const ids = (docs: Created[]) => docs.map((doc) => doc.id)
const only = (all: { id: number }[], wanted: Created[]) =>
  all.map((doc) => doc.id).filter((id) => ids(wanted).includes(id))

type Read = (locale: Locale) => Promise<{ id: number }[]>

/** After creating [a, b, c] and moving c before a, every language lists c, a, b. */
async function expectOrderFollowed(
  collection: CollectionSlug,
  titleField: 'title' | 'name',
  read: Read,
  extra?: Record<string, unknown>,
) {
  const [a, b, c] = await createThree(collection, titleField, extra)
  for (const locale of locales)
    expect(only(await read(locale), [a!, b!, c!]), `${collection} ${locale}`).toEqual(
      ids([a!, b!, c!]),
    )
  await moveBefore(collection, c!, a!)
  for (const locale of locales)
    expect(only(await read(locale), [a!, b!, c!]), `${collection} ${locale}`).toEqual(
      ids([c!, a!, b!]),
    )
}

const hrefId = (href: string) => ({ id: Number(href.split('/').pop()) })

describe("the office's order", () => {
  it('orders the network resources of the menu', async () => {
    await expectOrderFollowed(
      'resources',
      'title',
      async (locale) => (await getMenuResources(locale)).map((entry) => hrefId(entry.href)),
      { isNetworkResource: true },
    )
  })

  it('orders the links page', async () => {
    await expectOrderFollowed('resources', 'title', getLinkResources, {
      isNetworkResource: false,
    })
  })

  it('orders the projects page and the projects submenu alike', async () => {
    await expectOrderFollowed('projects', 'title', getProjects)
    const projects = await getProjects('pt')
    const menu = await getMenuProjects('pt')
    // The submenu lists the same projects in the same order, by their pages.
    expect(menu.map((entry) => entry.href)).toEqual(
      projects.filter((project) => project.slug).map((project) => `/projetos/${project.slug}`),
    )
  })

  it('orders the accumulated data', async () => {
    await expectOrderFollowed('accumulated-data', 'name', getAccumulatedData)
  })

  it('orders manuals, forms and official documents on the members pages', async () => {
    const document = { document: memberFile }
    await expectOrderFollowed(
      'manuals',
      'title',
      async (locale) => (await getManualsAndForms(admin, locale)).manuals,
      document,
    )
    await expectOrderFollowed(
      'forms',
      'title',
      async (locale) => (await getManualsAndForms(admin, locale)).forms,
      document,
    )
    await expectOrderFollowed(
      'official-documents',
      'title',
      (locale) => getOfficialDocuments(admin, locale),
      { ...document, type: 'other' },
    )
  })

  it('puts a new document last', async () => {
    const before = await getAccumulatedData('pt')
    const created = await payload.create({
      collection: 'accumulated-data',
      data: { name: 'Aaa criado por último' },
      overrideAccess: true,
    })
    const after = await getAccumulatedData('pt')
    expect(after.map((doc) => doc.id)).toEqual([...before.map((doc) => doc.id), created.id])
  })
})
