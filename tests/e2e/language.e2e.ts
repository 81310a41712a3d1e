import { baseUrl, expect, test } from './fixtures'
import { siteRoutes } from './helpers/routes'

test.describe('the address decides the language', () => {
  test('serves Spanish under /es and English under /en, with no cookie', async ({
    context,
    page,
  }) => {
    await page.goto(`/es${siteRoutes.story}`)
    expect(new URL(page.url()).pathname).toBe(`/es${siteRoutes.story}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('h1')).toHaveText('Historia')
    await page.goto(`/en${siteRoutes.story}`)
    await expect(page.locator('h1')).toHaveText('History')
    await page.goto('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await context.cookies()).toEqual([])
  })

  test('answers a plain address in Portuguese, whatever the browser asks for', async ({
    browser,
  }) => {
    for (const browserLocale of ['en-US', 'es-AR']) {
      const context = await browser.newContext({ baseURL: baseUrl, locale: browserLocale })
      const page = await context.newPage()
      for (const path of ['/', siteRoutes.story]) {
        await page.goto(path)
        expect(new URL(page.url()).pathname, path).toBe(path)
        await expect(page.locator('html'), path).toHaveAttribute('lang', 'pt')
      }
      await expect(page.locator('h1')).toHaveText('História')
      await context.close()
    }
  })

  test('ignores a NEXT_LOCALE cookie left by the old site', async ({ context, page }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseUrl }])
    await page.goto(siteRoutes.story)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    await expect(page.locator('h1')).toHaveText('História')
    await page.goto(`/es${siteRoutes.story}`)
    await expect(page.locator('h1')).toHaveText('Historia')
  })

  test('sends /pt/… to the plain address', async ({ page }) => {
    await page.goto(`/pt${siteRoutes.story}?x=1`)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `${siteRoutes.story}?x=1`,
    )
    await expect(page.locator('h1')).toHaveText('História')
  })
})

test.describe('the flags', () => {
  test('open the same page in the other language, path and query kept', async ({ page }) => {
    await page.goto(`${siteRoutes.story}?x=1`)
    await expect(page.locator('h1')).toHaveText('História')
    await expect(page.locator('a[data-locale="pt"]')).toHaveAttribute('aria-current', 'true')

    await page.locator('a[data-locale="es"]').click()
    await expect(page.locator('h1')).toHaveText('Historia')
    const spanish = new URL(page.url())
    expect(spanish.pathname + spanish.search).toBe(`/es${siteRoutes.story}?x=1`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('a[data-locale="es"]')).toHaveAttribute('aria-current', 'true')

    await page.locator('a[data-locale="en"]').click()
    await expect(page.locator('h1')).toHaveText('History')
    const english = new URL(page.url())
    expect(english.pathname + english.search).toBe(`/en${siteRoutes.story}?x=1`)

    await page.locator('a[data-locale="pt"]').click()
    await expect(page.locator('h1')).toHaveText('História')
    const portuguese = new URL(page.url())
    expect(portuguese.pathname + portuguese.search).toBe(`${siteRoutes.story}?x=1`)
  })

  test('keep the language on the links of the page', async ({ page }) => {
    await page.goto(`/es${siteRoutes.story}`)
    // The network's mark leads to the Spanish home page, the menu to Spanish pages.
    await page.getByRole('banner').locator('a.brand-link').click()
    await expect(page).toHaveURL(`${baseUrl}/es`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    const menuLinks = await page
      .getByTestId('desktop-menu')
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(menuLinks.length).toBeGreaterThan(3)
    expect(menuLinks.filter((href) => !href?.startsWith('/es'))).toEqual([])
  })

  test('work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseUrl, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(siteRoutes.story)
    await page.locator('a[data-locale="en"]').click()
    await expect(page.locator('h1')).toHaveText('History')
    expect(new URL(page.url()).pathname).toBe(`/en${siteRoutes.story}`)
    await context.close()
  })
})
