import { lexical } from '@/seed/content/lexical'
import { expect, test } from './fixtures'
import { openSubmenu } from './helpers/menu'
import { siteRoutes } from './helpers/routes'

// The first visits after an edit may still get the previous copy while the page regenerates.
const regenerated = { timeout: 30_000, intervals: [1000] }

test.describe('static pages after an admin edit', () => {
  test('shows the saved change on the public page (revalidated by tag)', async ({
    page,
    adminApi,
    cleanup,
  }) => {
    const list = await adminApi.get('/api/projects?limit=1&depth=0&locale=pt')
    const project = ((await list.json()) as { docs: { id: number; slug: string; title: string }[] })
      .docs[0]
    expect(project).toBeDefined()

    await page.goto(siteRoutes.projects)
    await expect(page.getByText(project!.title).first()).toBeAttached()

    const title = `Projeto revisado ${Date.now()}`
    cleanup(() =>
      adminApi.patch(`/api/projects/${project!.id}?locale=pt`, {
        data: { title: project!.title },
      }),
    )
    const saved = await adminApi.patch(`/api/projects/${project!.id}?locale=pt`, {
      data: { title },
    })
    expect(saved.ok()).toBe(true)

    await expect
      .poll(async () => {
        await page.reload()
        return page.getByRole('link', { name: title }).count()
      }, regenerated)
      .toBe(1)

    // The menu (layout) is tagged too: the new title is in the projects submenu.
    const network = await openSubmenu(page, 'network')
    await expect(
      network.getByTestId('submenu-projects').getByRole('link', { name: title }),
    ).toHaveCount(1)
  })

  test('updates the footer after the footer global is saved, and falls back to the office address when empty', async ({
    page,
    adminApi,
    cleanup,
  }) => {
    const footer = '/api/globals/footer?locale=pt'
    const before = (await (await adminApi.get(`${footer}&depth=0`)).json()) as {
      content?: unknown
      text?: string | null
    }
    cleanup(() =>
      adminApi.post(footer, {
        data: { content: before.content ?? null, text: before.text ?? null },
      }),
    )

    const saved = await adminApi.post(footer, {
      data: { content: lexical('Rodapé **novo**'), text: null },
    })
    expect(saved.status()).toBe(200)
    await expect
      .poll(async () => {
        await page.goto('/')
        return page
          .getByTestId('footer-text')
          .textContent()
          .catch(() => '')
      }, regenerated)
      .toBe('Rodapé novo')
    await expect(page.getByTestId('footer-text').locator('strong')).toHaveText('novo')

    await adminApi.post(footer, { data: { content: null, text: null } })
    await expect
      .poll(async () => {
        await page.goto('/')
        return page.getByTestId('footer-default').count()
      }, regenerated)
      .toBe(1)
    // The office address stored in the site settings (its line breaks kept), not the built-in one.
    const address = page.getByTestId('footer-default')
    await expect(address).toContainText('Departamento de Genética — Instituto de Biologia')
    await expect(address).toContainText('Universidade Federal do Rio de Janeiro (UFRJ)')
  })

  test('shows the office\'s "O que é" text after the institutional pages are saved, and the built-in text when it is empty', async ({
    page,
    adminApi,
    cleanup,
  }) => {
    const global = '/api/globals/institutional-pages'
    const languages = ['pt', 'es', 'en'] as const
    // Each language's own text (no fallback), to put everything back afterwards.
    const before = await Promise.all(
      languages.map(
        async (locale) =>
          (
            (await (
              await adminApi.get(`${global}?locale=${locale}&fallback-locale=none&depth=0`)
            ).json()) as { about?: unknown }
          ).about ?? null,
      ),
    )
    cleanup(async () => {
      for (const [index, locale] of languages.entries())
        await adminApi.post(`${global}?locale=${locale}`, { data: { about: before[index] } })
    })

    const text = `Texto revisado pela secretaria ${Date.now()}`
    expect(
      (await adminApi.post(`${global}?locale=pt`, { data: { about: lexical(text) } })).ok(),
    ).toBe(true)
    await expect
      .poll(async () => {
        await page.goto(siteRoutes.whatIs)
        return page.getByText(text, { exact: true }).count()
      }, regenerated)
      .toBe(1)

    for (const locale of languages)
      await adminApi.post(`${global}?locale=${locale}`, { data: { about: null } })
    await expect
      .poll(async () => {
        await page.goto(siteRoutes.whatIs)
        return page.locator('#objectives-title').count()
      }, regenerated)
      .toBe(1)
    await expect(page.getByText(text)).toHaveCount(0)
  })

  test("shows an image's new alternative text after the file is edited (media revalidated)", async ({
    page,
    adminApi,
    cleanup,
  }) => {
    type Event = { name: string; image?: { id: number; alt?: string | null } | null }
    const events = (await (
      await adminApi.get('/api/events?locale=pt&depth=1&limit=100')
    ).json()) as {
      docs: Event[]
    }
    const withImage = events.docs.find((event) => event.image)
    expect(withImage, 'a demo event with an image').toBeDefined()
    const media = withImage!.image!
    cleanup(() =>
      adminApi.patch(`/api/media/${media.id}?locale=pt`, { data: { alt: media.alt ?? '' } }),
    )

    const alt = `Cartaz revisado ${Date.now()}`
    const saved = await adminApi.patch(`/api/media/${media.id}?locale=pt`, { data: { alt } })
    expect(saved.ok()).toBe(true)
    await expect
      .poll(async () => {
        await page.goto(siteRoutes.events)
        return page.getByRole('img', { name: alt, exact: true }).count()
      }, regenerated)
      .toBe(1)
  })
})
