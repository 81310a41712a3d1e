import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser } from 'playwright-core'
import { launchBrowser, openPage } from './helpers/browser'
import { siteRoutes } from './helpers/routes'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('language switch', () => {
  it('switches language, keeps the path and remembers the choice', async () => {
    const { context, page } = await openPage(browser, { locale: 'pt' })
    await page.goto(`${siteRoutes.story}?x=1`)
    expect(await page.locator('h1').textContent()).toBe('História')

    await page.locator('button[data-locale="es"]').click()
    await expect.poll(() => page.locator('h1').textContent()).toBe('Historia')
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      `${siteRoutes.story}?x=1`,
    )
    expect(await page.getAttribute('html', 'lang')).toBe('es')
    expect(await page.locator('button[data-locale="es"]').getAttribute('aria-pressed')).toBe('true')

    await page.locator('button[data-locale="en"]').click()
    await expect.poll(() => page.locator('h1').textContent()).toBe('Story')

    // The choice persists on the next page and visit.
    await page.goto(siteRoutes.coordination)
    expect(await page.locator('h1').textContent()).toBe('Coordination')
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('en')
    await context.close()
  })

  it('treats /{locale}/path as an entry address that sets the language', async () => {
    const { context, page } = await openPage(browser, { locale: 'pt' })
    await page.goto(`/es${siteRoutes.story}`)
    expect(new URL(page.url()).pathname).toBe(siteRoutes.story)
    expect(await page.locator('h1').textContent()).toBe('Historia')
    await context.close()
  })
})
