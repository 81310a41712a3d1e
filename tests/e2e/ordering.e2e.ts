import type { APIRequestContext, Page } from '@playwright/test'
import type { Locale } from '@/i18n/locales'
import { expect, test } from './fixtures'
import { openSubmenu } from './helpers/menu'
import { siteRoutes } from './helpers/routes'

// The first visits after an edit may still get the previous copy while the page regenerates.
const regenerated = { timeout: 30_000, intervals: [1000] }

/** SPEC's resources menu: atlas, app, inventory, then the links, as the demo content has them. */
const specOrder: Record<Locale, string[]> = {
  pt: [
    'Atlas de anomalias congênitas',
    'Aplicativo de defeitos congênitos',
    'Inventário de registros',
    'Links',
  ],
  es: [
    'Atlas de anomalías congénitas',
    'Aplicación de defectos congénitos',
    'Inventario de registros',
    'Enlaces',
  ],
  en: ['Atlas of congenital anomalies', 'Birth defects app', 'Inventory of registries', 'Links'],
}

type Resource = { id: number; title: string; _order: string }

/** The demo's network resources by their Portuguese title, with their order keys. */
async function networkResources(api: APIRequestContext): Promise<Record<string, Resource>> {
  const response = await api.get(
    '/api/resources?locale=pt&depth=0&limit=100&where[isNetworkResource][equals]=true',
  )
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: Resource[] }
  return Object.fromEntries(docs.map((doc) => [doc.title, doc]))
}

/** What dragging a row in the admin list sends. */
async function move(
  api: APIRequestContext,
  moved: Resource,
  where: 'less' | 'greater',
  target: Resource,
) {
  const response = await api.post('/api/reorder', {
    data: {
      collectionSlug: 'resources',
      docsToMove: [moved.id],
      newKeyWillBe: where,
      orderableFieldName: '_order',
      target: { id: target.id, key: target._order },
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

const menuLabels = async (page: Page) =>
  (await openSubmenu(page, 'publications'))
    .getByTestId('submenu-resources')
    .getByRole('link')
    .allTextContents()
    .then((labels) => labels.map((label) => label.trim()))

test.describe('the resources order', () => {
  test("is SPEC's in the menu and /recursos in every language", async ({ visitor }) => {
    for (const locale of ['pt', 'es', 'en'] as const) {
      const { page, at } = await visitor({ locale })
      await page.goto(at('/'))
      const labels = await menuLabels(page)
      // Resources added by other tests go after the demo's, before the links.
      expect([...labels.slice(0, 3), labels[labels.length - 1]], locale).toEqual(specOrder[locale])
      await page.goto(at(siteRoutes.resources))
      // The first resource, in the same language.
      expect(new URL(page.url()).pathname, locale).toMatch(new RegExp(`^${at('/recursos/')}\\d+$`))
      await expect(page.getByRole('heading', { level: 1 }), locale).toHaveText(
        specOrder[locale][0]!,
      )
    }
  })

  test('follows a row dragged in the admin list, in the menu, /recursos and every language', async ({
    visitor,
    adminApi,
    cleanup,
  }) => {
    const resources = await networkResources(adminApi)
    const atlas = resources['Atlas de anomalias congênitas']!
    const inventory = resources['Inventário de registros']!
    // Back after the app, where the demo has it.
    cleanup(async () => {
      const now = await networkResources(adminApi)
      await move(
        adminApi,
        now['Inventário de registros']!,
        'greater',
        now['Aplicativo de defeitos congênitos']!,
      )
    })
    await move(adminApi, inventory, 'less', atlas)

    const expected: Record<Locale, string[]> = {
      pt: [
        'Inventário de registros',
        'Atlas de anomalias congênitas',
        'Aplicativo de defeitos congênitos',
      ],
      es: [
        'Inventario de registros',
        'Atlas de anomalías congénitas',
        'Aplicación de defectos congénitos',
      ],
      en: ['Inventory of registries', 'Atlas of congenital anomalies', 'Birth defects app'],
    }
    for (const locale of ['pt', 'es', 'en'] as const) {
      const { page, at } = await visitor({ locale })
      await expect
        .poll(async () => {
          await page.goto(at('/'))
          return (await menuLabels(page)).slice(0, 3)
        }, regenerated)
        .toEqual(expected[locale])
      await page.goto(at(siteRoutes.resources))
      expect(new URL(page.url()).pathname, locale).toBe(at(`/recursos/${inventory.id}`))
    }
  })
})
