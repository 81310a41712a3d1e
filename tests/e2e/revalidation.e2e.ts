import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { lexical } from '@/seed/content/lexical'
import { adminApi } from './helpers/admin'
import { launchBrowser, openPage } from './helpers/browser'
import { siteRoutes } from './helpers/routes'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('static pages after an admin edit', () => {
  it('shows the saved change on the public page (revalidated by tag)', async () => {
    const api = await adminApi()
    const list = await api.get('/api/projects?limit=1&depth=0&locale=pt')
    const project = ((await list.json()) as { docs: { id: number; slug: string; title: string }[] })
      .docs[0]
    expect(project).toBeDefined()

    const { context, page } = await openPage(browser)
    await page.goto(siteRoutes.projects)
    expect(await page.getByText(project!.title).count()).toBeGreaterThan(0)

    const title = `Projeto revisado ${Date.now()}`
    const saved = await api.patch(`/api/projects/${project!.id}?locale=pt`, { data: { title } })
    expect(saved.ok()).toBe(true)

    // The first visit after the edit may still get the previous copy while the page regenerates.
    await expect
      .poll(
        async () => {
          await page.reload()
          return page.getByRole('link', { name: title }).count()
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1)

    // The menu (layout) is tagged too: the new title is in the projects submenu.
    expect(
      await page
        .getByTestId('submenu-projects')
        .getByRole('link', { name: title, includeHidden: true })
        .count(),
    ).toBe(1)
    await api.patch(`/api/projects/${project!.id}?locale=pt`, { data: { title: project!.title } })
    await api.dispose()
    await context.close()
  })

  it('updates the footer after the footer global is saved, and falls back to the office address when empty', async () => {
    const api = await adminApi()
    const before = (await (await api.get('/api/globals/footer?locale=pt')).json()) as {
      text?: string
    }
    const { context, page } = await openPage(browser)

    await api.post('/api/globals/footer?locale=pt', {
      data: { text: '<p>Rodapé <strong>novo</strong><script>alert(1)</script></p>' },
    })
    await expect
      .poll(
        async () => {
          await page.goto('/')
          return page
            .getByTestId('footer-text')
            .innerHTML()
            .catch(() => '')
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('<p>Rodapé <strong>novo</strong></p>')

    await api.post('/api/globals/footer?locale=pt', { data: { text: '' } })
    await expect
      .poll(
        async () => {
          await page.goto('/')
          return page.getByTestId('footer-default').count()
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1)
    expect(await page.getByTestId('footer-default').textContent()).toContain(
      'Universidade Federal do Rio Grande do Sul',
    )

    await api.post('/api/globals/footer?locale=pt', { data: { text: before.text ?? '' } })
    await api.dispose()
    await context.close()
  })

  it('shows the office\'s "O que é" text after the institutional pages are saved, and the built-in text when it is empty', async () => {
    const api = await adminApi()
    const global = '/api/globals/institutional-pages'
    const languages = ['pt', 'es', 'en'] as const
    // Each language's own text (no fallback), to put everything back afterwards.
    const before = await Promise.all(
      languages.map(
        async (locale) =>
          (
            (await (
              await api.get(`${global}?locale=${locale}&fallback-locale=none&depth=0`)
            ).json()) as { about?: unknown }
          ).about ?? null,
      ),
    )
    const { context, page } = await openPage(browser)

    const text = `Texto revisado pela secretaria ${Date.now()}`
    expect((await api.post(`${global}?locale=pt`, { data: { about: lexical(text) } })).ok()).toBe(
      true,
    )
    await expect
      .poll(
        async () => {
          await page.goto(siteRoutes.whatIs)
          return page.getByText(text, { exact: true }).count()
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1)

    for (const locale of languages)
      await api.post(`${global}?locale=${locale}`, { data: { about: null } })
    await expect
      .poll(
        async () => {
          await page.goto(siteRoutes.whatIs)
          return page.locator('#objectives-title').count()
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1)
    expect(await page.getByText(text).count()).toBe(0)

    for (const [index, locale] of languages.entries())
      await api.post(`${global}?locale=${locale}`, { data: { about: before[index] } })
    await api.dispose()
    await context.close()
  })
})
