import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { seriousViolations } from './helpers/axe'
import { baseUrl, launchBrowser, openPage } from './helpers/browser'
import { locales, publicPaths, siteRoutes } from './helpers/routes'

let browser: Browser
let contentPaths: string[] = []

beforeAll(async () => {
  browser = await launchBrowser()
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

afterAll(async () => {
  await browser?.close()
})

const titles = {
  pt: 'Seção em construção',
  es: 'Sección en construcción',
  en: 'Section under construction',
}

describe.each(locales)('every public route in %s', (locale) => {
  it('loads without errors, in the right language, and passes the accessibility audit', async () => {
    const { context, page, consoleErrors } = await openPage(browser, { locale })
    const failures: string[] = []
    for (const path of [...publicPaths, ...contentPaths]) {
      consoleErrors.length = 0
      const response = await page.goto(path, { waitUntil: 'networkidle' })
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
    await context.close()
    expect(failures).toEqual([])
  })

  it('shows "Section under construction" on the statistical-test pages', async () => {
    const { context, page } = await openPage(browser, { locale })
    for (const path of [siteRoutes.epidemics, siteRoutes.satscan, siteRoutes.semiannualReports]) {
      await page.goto(path)
      await expect
        .poll(() => page.getByText(titles[locale], { exact: true }).isVisible())
        .toBe(true)
    }
    await context.close()
  })
})

describe('addresses', () => {
  it('sends menu parents to their first child', async () => {
    const { context, page } = await openPage(browser)
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
    }
    await page.goto('/recursos')
    expect(new URL(page.url()).pathname).toMatch(/^\/recursos\/(\d+|links)$/)
    await context.close()
  })

  it('answers 404 for another network name and unknown pages', async () => {
    const { context, page } = await openPage(browser, { locale: 'en' })
    for (const path of [
      '/nao-existe',
      '/outra-rede/o-que-e',
      '/outra-rede',
      '/relamc/nao-existe',
      '/publicacoes/outra-rede',
      '/projetos/nao-existe',
      '/recursos/999999',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      // The visitor stays on the site: its shell, in their language, around the message.
      // The shell renders from the streamed payload: wait for it rather than the first paint.
      await page
        .getByRole('heading', { level: 1, name: 'Page not found' })
        .waitFor({ timeout: 15_000 })
      expect(await page.locator('html').getAttribute('lang'), path).toBe('en')
      expect(await page.locator('#content').count(), path).toBe(1)
    }
    await context.close()
  })

  it('publishes robots.txt and a sitemap with language alternates', async () => {
    const robots = await fetch(`${baseUrl}/robots.txt`).then((r) => r.text())
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('/sitemap.xml')
    const sitemap = await fetch(`${baseUrl}/sitemap.xml`).then((r) => r.text())
    expect(sitemap).toContain(`${baseUrl}/relamc/o-que-e`)
    expect(sitemap).toContain('hreflang="es"')
    expect(sitemap).not.toContain('manuais-e-formularios')
  })

  it('gives every page a title, description, Open Graph tags and hreflang alternates', async () => {
    const { context, page } = await openPage(browser, { locale: 'es' })
    await page.goto(siteRoutes.story)
    expect(await page.title()).toContain('Historia')
    expect(await page.getAttribute('meta[name="description"]', 'content')).toBeTruthy()
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toContain('Historia')
    expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toBe('es_ES')
    for (const lang of ['pt', 'es', 'en', 'x-default']) {
      expect(await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).count(), lang).toBe(1)
    }
    await context.close()
  })
})
