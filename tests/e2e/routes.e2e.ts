import { seriousViolations } from './helpers/axe'
import { baseUrl, expect, test } from './fixtures'
import { locales, publicPaths, siteRoutes } from './helpers/routes'

let contentPaths: string[] = []

test.beforeAll(async () => {
  // One project page and one network resource page, whatever the demo content holds.
  const [projects, resources] = await Promise.all([
    fetch(`${baseUrl}/api/projects?limit=1&depth=0`).then(
      (r) => r.json() as Promise<{ docs: { slug: string }[] }>,
    ),
    fetch(`${baseUrl}/api/resources?limit=1&depth=0&where[isNetworkResource][equals]=true`).then(
      (r) => r.json() as Promise<{ docs: { id: number }[] }>,
    ),
  ])
  contentPaths = [
    ...projects.docs.map((project) => `/projetos/${project.slug}`),
    ...resources.docs.map((resource) => `/recursos/${resource.id}`),
  ]
})

for (const locale of locales) {
  test.describe(`every public route in ${locale}`, () => {
    test.use({ siteLocale: locale })

    test('loads without errors, in the right language, and passes the accessibility audit', async ({
      page,
      consoleErrors,
      at,
    }) => {
      // Every route in one browser page: about a minute on an idle 2-core machine, more under load.
      test.setTimeout(10 * 60_000)
      const failures: string[] = []
      for (const path of [...publicPaths, ...contentPaths]) {
        consoleErrors.length = 0
        const response = await page.goto(at(path), { waitUntil: 'networkidle' })
        if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`)
        if ((await page.getAttribute('html', 'lang')) !== locale)
          failures.push(`${path}: html lang is not ${locale}`)
        if ((await page.locator('h1').count()) !== 1)
          failures.push(`${path}: expected exactly one h1`)
        if (consoleErrors.length)
          failures.push(`${path}: console errors: ${consoleErrors.join(' | ')}`)
        const violations = await seriousViolations(page)
        if (violations.length) failures.push(`${path}: axe: ${violations.join('; ')}`)
      }
      expect(failures).toEqual([])
    })
  })
}

test.describe('addresses', () => {
  test('sends menu parents to their first child', async ({ page }) => {
    const parents: [string, string][] = [
      ['/relamc', siteRoutes.whatIs],
      ['/reunioes', siteRoutes.annualMeeting],
      ['/envio-de-dados', siteRoutes.login],
      ['/dados', siteRoutes.tablesCharts],
      ['/registros-membros', siteRoutes.generalInformation],
      ['/publicacoes', siteRoutes.networkPublications],
      ['/vigilancia-epidemiologica', siteRoutes.accumulatedData],
      ['/contato', siteRoutes.questions],
      ['/testes-estatisticos', siteRoutes.epidemics],
    ]
    for (const [parent, child] of parents) {
      await page.goto(parent)
      expect(new URL(page.url()).pathname, parent).toBe(child)
      // In Spanish and English the first child is in the same language.
      await page.goto(`/en${parent}`)
      expect(new URL(page.url()).pathname, `/en${parent}`).toBe(`/en${child}`)
    }
    await page.goto('/recursos')
    expect(new URL(page.url()).pathname).toMatch(/^\/recursos\/(\d+|links)$/)
    await page.goto('/es/recursos')
    expect(new URL(page.url()).pathname).toMatch(/^\/es\/recursos\/(\d+|links)$/)
  })

  test.describe('in English', () => {
    test.use({ siteLocale: 'en' })

    test('answers 404 for another network name and unknown pages', async ({ page, at }) => {
      for (const path of [
        '/nao-existe',
        '/outra-rede/o-que-e',
        '/outra-rede',
        '/relamc/nao-existe',
        '/publicacoes/outra-rede',
        '/projetos/nao-existe',
        '/recursos/999999',
      ]) {
        const response = await page.goto(at(path))
        expect(response?.status(), path).toBe(404)
        // The visitor stays on the site: its shell, in their language, around the message
        // (notFound.e2e.ts checks the same without JavaScript). /publicacoes/outra-rede, a page
        // rendered per request, still gets it from the streamed payload: wait for it.
        await expect(
          page.getByRole('heading', { level: 1, name: 'Page not found' }),
          path,
        ).toBeVisible()
        await expect(page.locator('html'), path).toHaveAttribute('lang', 'en')
        await expect(page.locator('#content'), path).toHaveCount(1)
      }
    })
  })

  test('publishes robots.txt and a sitemap of every language with its alternates', async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`).then((r) => r.text())
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('/sitemap.xml')
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`).then((r) => r.text())
    for (const address of [
      '/relamc/o-que-e',
      '/es/relamc/o-que-e',
      '/en/relamc/o-que-e',
      '/dados/api',
      '/dados/qualidade-dos-dados',
    ])
      expect(sitemap).toContain(`<loc>${baseUrl}${address}</loc>`)
    expect(sitemap).toContain(`hreflang="es" href="${baseUrl}/es/relamc/o-que-e"`)
    expect(sitemap).not.toContain('manuais-e-formularios')
  })

  test.describe('in Spanish', () => {
    test.use({ siteLocale: 'es' })

    test('gives every page a title, description, Open Graph tags and hreflang alternates', async ({
      page,
      at,
    }) => {
      await page.goto(at(siteRoutes.story))
      await expect(page).toHaveTitle(/Historia/)
      expect(await page.getAttribute('meta[name="description"]', 'content')).toBeTruthy()
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Historia/)
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_ES')
      // Each language's own address: the page is indexed once per language.
      const story = `${baseUrl}/es${siteRoutes.story}`
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', story)
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', story)
      for (const [lang, prefix] of [
        ['pt', ''],
        ['es', '/es'],
        ['en', '/en'],
        ['x-default', ''],
      ]) {
        await expect(
          page.locator(`link[rel="alternate"][hreflang="${lang}"]`),
          lang,
        ).toHaveAttribute('href', `${baseUrl}${prefix}${siteRoutes.story}`)
      }
    })
  })
})
