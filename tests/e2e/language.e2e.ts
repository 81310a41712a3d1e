import { baseUrl, expect, test } from './fixtures'
import { siteRoutes } from './helpers/routes'

test.describe('language switch', () => {
  test('switches language, keeps the path and remembers the choice', async ({ context, page }) => {
    await page.goto(`${siteRoutes.story}?x=1`)
    await expect(page.locator('h1')).toHaveText('História')

    await page.locator('button[data-locale="es"]').click()
    await expect(page.locator('h1')).toHaveText('Historia')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `${siteRoutes.story}?x=1`,
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('button[data-locale="es"]')).toHaveAttribute('aria-pressed', 'true')

    await page.locator('button[data-locale="en"]').click()
    await expect(page.locator('h1')).toHaveText('Story')

    // The choice persists on the next page and visit.
    await page.goto(siteRoutes.coordination)
    await expect(page.locator('h1')).toHaveText('Coordination')
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('en')
  })

  test('gives a first visit Portuguese, whatever language the browser asks for', async ({
    browser,
  }) => {
    for (const browserLocale of ['en-US', 'es-AR']) {
      const context = await browser.newContext({ baseURL: baseUrl, locale: browserLocale })
      const page = await context.newPage()
      await page.goto(siteRoutes.story)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
      await expect(page.locator('h1')).toHaveText('História')
      await context.close()
    }
  })

  test('treats /{locale}/path as an entry address that sets the language', async ({ page }) => {
    await page.goto(`/es${siteRoutes.story}`)
    expect(new URL(page.url()).pathname).toBe(siteRoutes.story)
    await expect(page.locator('h1')).toHaveText('Historia')
  })
})
